// What the audit log records (DESIGN §9): the sign-in and code events the auth service writes, the events the
// endpoint table names for reads that matter, and `write` for every change a signed-in user makes. The log is
// append-only; the testator's Security page shows their own sign-ins and downloads from it.

export const AUDIT_EVENTS = [
  'registration.started',
  'registration.code_resent',
  'registration.code_failed',
  'registration.completed',
  'login.succeeded',
  'login.failed',
  'login.google',
  'logout',
  'access.denied',
  'password_reset.code_sent',
  'password_reset.mail_failed',
  'password_reset.code_failed',
  'password_reset.completed',
  'admin.created',
  'account.exported',
  'account.deleted',
  /** Any successful change through the API by a signed-in user: the call's name goes in the details. */
  'write',
  /** The will read as a PDF preview, or downloaded as a file (a new version or a kept one). */
  'will.preview',
  'will.download',
  /** An uploaded identity or asset document opened, or the identity numbers listed. */
  'file.read',
  'identity.read',
  /** A reviewer read a will shared with them (issue 27): the details name the testator, the grant and the reviewer's email. */
  'review.read',
  /** A reviewer commented on a will shared with them, or gave their verdict. */
  'review.comment',
] as const;
export type TAuditEvent = (typeof AUDIT_EVENTS)[number];

/** What a person sees of their own log on the Security page: how they got in, and what left the site. */
export const SECURITY_PAGE_EVENTS = [
  'login.succeeded',
  'login.google',
  'login.failed',
  'logout',
  'password_reset.completed',
  'will.download',
  'file.read',
  'account.exported',
  'review.read',
  'review.comment',
] as const satisfies readonly TAuditEvent[];
export type TSecurityPageEvent = (typeof SECURITY_PAGE_EVENTS)[number];

/** How many of their latest events the Security page lists. */
export const SECURITY_PAGE_LIMIT = 50;

/** The label that words an event on the Security page: login.succeeded → securityEventLoginSucceeded. */
export const securityEventLabelKey = (event: TSecurityPageEvent) =>
  `securityEvent${event.replace(/(^|[._])([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase())}`;
