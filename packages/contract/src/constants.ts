// Business constants of the spec (part 1 §9, part 2 §9). Names at the API boundary stay the spec's.

export const ROLE_TESTATOR = 21;
export const ROLE_ADMIN = 13;
/**
 * A reviewer (issue 27): an account made from a review invitation, with no will of its own. What it may read is
 * decided by its grants alone (REVIEW_*), never by the role: a testator who accepts an invitation reviews with the
 * account they have.
 */
export const ROLE_REVIEWER = 31;

/** A review invitation's default and longest time (issue 27), in days. */
export const REVIEW_DEFAULT_DAYS = 30;
export const REVIEW_MAX_DAYS = 90;
/** The longest comment or answer of a review. */
export const REVIEW_TEXT_MAX = 2000;
/** The reviewer's general verdict. */
export const REVIEW_VERDICTS = ['ready', 'changes'] as const;
export type TReviewVerdict = (typeof REVIEW_VERDICTS)[number];
/** What a review comment is anchored to: a heading of the deed, a finding of the will check, or the will as a whole. */
export const REVIEW_ANCHOR_KINDS = ['heading', 'finding', 'general'] as const;
export type TReviewAnchorKind = (typeof REVIEW_ANCHOR_KINDS)[number];

export const DEFAULT_LANGUAGE = 'en';
/** Browser storage keys (spec part 1 §3). */
export const STORAGE_TOKEN_KEY = 'token';
export const STORAGE_LANGUAGE_KEY = 'language';
/**
 * Set in localStorage while this browser has a session (DESIGN §9, issue 23): a new tab asks the server for it
 * (the token itself stays in sessionStorage and an HttpOnly cookie), and its removal signs out every open tab.
 */
export const STORAGE_SIGNED_IN_KEY = 'signedIn';
/** sessionStorage: the review invitation a guest opened, accepted once they have signed in or registered (issue 27). */
export const STORAGE_REVIEW_INVITATION_KEY = 'reviewInvitation';

/**
 * Labels only the server words (the will deed, its cover page and execution kit, the check's findings, the changes
 * between versions, the README of a data export, the mails): kept out of utils/labels, which every first visit
 * loads.
 */
export const SERVER_LABEL_PREFIXES = [
  'willDoc',
  'willKit',
  'willCover',
  'willFinding',
  'willChange',
  'willRole',
  'exportReadme',
  'mail',
] as const;
export const isServerLabel = (key: string) => SERVER_LABEL_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Dashboard tile order (spec part 1 §6, part 2 §9); ids not listed come last. */
export const TOP_MENU_ORDER = [124, 91, 101, 125, 127] as const;
/** Submenu order (spec part 1 §6, part 2 §9); ids not listed come last. */
export const SUB_MENU_ORDER = [109, 110, 111, 113, 117, 118, 115, 116, 112, 114] as const;

/** One-time codes (DESIGN §7). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;

/** Toasts (spec part 1 §9, part 2 §9). */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

/** Testamentary capacity: a minor cannot make a will (Indian Succession Act s.59). */
export const MINIMUM_TESTATOR_AGE = 18;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Status words exactly as the spec spells them. */
export const STATUS_EXITS = 'exits';

/** Boolean masters (spec part 1 §3, §9): 8 means alive; forms preselect 8 and 7. */
export const BOOLEAN_ALIVE = 8;
export const BOOLEAN_ACTIVE = 7;
export const BOOLEAN_BENEFICIARY = 6;
export const BOOLEAN_MINOR = 2;
export const BOOLEAN_DEPENDENT = 3;
export const DEFAULT_BOOLEAN_MASTERS = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE] as const;
export const DEFAULT_ENFORCEMENT_DATE = '1952-01-26';
/** Primary code of the testator (spec part 1 §9). */
export const PRIMARY_CODE_TESTATOR = 'TST';

/** Contact types (spec part 1 §3). */
export const CONTACT_MOBILE = 1;
export const CONTACT_EMAIL = 2;
export const CONTACT_LANDLINE = 3;

/** Identification types (seeded master data): the two with a format of their own. */
export const IDENTITY_AADHAAR = 1;
export const IDENTITY_PAN = 2;

/** Files arrive base64 in JSON (DESIGN §7). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/**
 * Spec part 2 §9: at most 3 documents per beneficiary of an assignment. Here rather than in assignment-rules.ts, as
 * the labels' limits (label-limits.ts) read it on every first load, and assignment-rules.ts brings zod with it.
 */
export const MAX_ASSIGNMENT_DOCUMENTS = 3;
export const MAX_FILES_PER_ROW = 5;

/** Ownership type 2 is share-based: the asset form asks the testator's percentage (spec part 2 §4, §9). */
export const OWNERSHIP_SHARE_BASED = 2;
/**
 * Ownership type 4 is a coparcenary interest in HUF property: only the testator's undivided share passes by will
 * (Hindu Succession Act s.30), so the form may take its percentage (a notional partition share) — optional, as
 * the share changes with births and deaths in the family.
 */
export const OWNERSHIP_COPARCENARY_SHARE = 4;
/** The asset option "Nominee registered" (asset boolean master 2): the form then asks who the nominee is. */
export const ASSET_BOOLEAN_NOMINEE = 2;
/** Ownership types whose percentage is the testator's part of the value. */
export const OWNERSHIP_WITH_PERCENTAGE: readonly number[] = [OWNERSHIP_SHARE_BASED, OWNERSHIP_COPARCENARY_SHARE];
/** Asset locations: P physical, V virtual (spec part 2 §3). */
export const LOCATION_TYPES = ['P', 'V'] as const;
