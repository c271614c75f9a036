// Business constants of the spec (part 1 §9, part 2 §9). Names at the API boundary stay the spec's.

export const ROLE_TESTATOR = 21;
export const ROLE_ADMIN = 13;
export const ROLES = [ROLE_TESTATOR, ROLE_ADMIN] as const;
export type TRoleId = (typeof ROLES)[number];

export const DEFAULT_LANGUAGE = 'en';
/** Browser storage keys (spec part 1 §3). */
export const STORAGE_TOKEN_KEY = 'token';
export const STORAGE_LANGUAGE_KEY = 'language';

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
export const TOAST_HELPER_TIMEOUT_MS = 3000;
export const TOAST_HELPER_MAX_CHARS = 110;

/** Testamentary capacity: a minor cannot make a will (Indian Succession Act s.59). */
export const MINIMUM_TESTATOR_AGE = 18;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Status words exactly as the spec spells them. */
export const STATUS_SUCCESS = 'success';
export const STATUS_EXISTS = 'exists';
export const STATUS_EXITS = 'exits';
