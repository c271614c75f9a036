import { createHmac } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  ROLE_ADMIN,
  ROLE_REVIEWER,
  ROLE_TESTATOR,
  type TCheckRegistrationResponse,
  type TLoginRequest,
  type TRegisterForm,
  type TResendOtpResponse,
  type TResetPasswordRequest,
  type TStatusResponse,
} from '@vasiyat/contract';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthStateStore } from '../../platform/auth.ts';
import { burnPasswordCheck, generateOtp, hashOtp, hashPassword, sameSecret, verifyPassword } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Notices } from '../../platform/notices.ts';
import { clear, hit } from '../../platform/rate-limit-store.ts';
import { issueToken, readToken } from '../../platform/tokens.ts';
import * as review from '../review/service.ts';
import { type CodePurpose, composeOtpMail } from './otp-mail.ts';
import { noticeRegistrationAttempt } from './registration-notice.ts';
import * as repo from './repo.ts';
import { recordSignIn } from './sign-in-notice.ts';

/** Google sign-in (features/google) records its sign-ins, and gets its notices, the same way. */
export { recordSignIn };

/** Where a call came from: the address, the language it asked for, and the browser (for the new-sign-in notice). */
export type RequestContext = { ip: string; language: string; userAgent?: string };

/** Failed logins per account before it is paused (DESIGN §7: per account as well as per IP). */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

const secondsUntil = (from: Date, seconds: number, now: Date) =>
  Math.max(0, Math.ceil((from.getTime() + seconds * 1000 - now.getTime()) / 1000));

/** What the auth functions work with: passed first to each. */
export type AuthDeps = {
  db: Db;
  pool: pg.Pool;
  jwtSecret: Uint8Array;
  dataKey: Buffer;
  mailer: Mailer;
  i18n: I18n;
  authState: AuthStateStore;
  /** Mails about the account (a sign-in from a new browser), sent in the background. */
  notices: Notices;
};

async function sendCode(deps: AuthDeps, options: { email: string; name?: string; code: string; language: string; purpose?: CodePurpose }) {
  const message = await composeOtpMail(deps.i18n, { to: options.email, ...options });
  await deps.mailer.send(message);
}

/**
 * Binds a pending registration to the form that wrote it: the answer to that form carries this token, and only
 * a verify call that brings it back (with the mailed code) creates the account. The password hash is salted
 * afresh for every form, so a form sent later for the same address voids the tokens of the earlier ones.
 */
function registrationToken(deps: AuthDeps, email: string, passwordHash: string): string {
  return createHmac('sha256', deps.dataKey).update(`registration:${email}:${passwordHash}`).digest('base64url');
}

/**
 * spec: POST auth/check-registration. Keeps the registration (password already hashed) as pending and
 * mails a code; an account exists only after the code is verified.
 *
 * Issue 24: the account takes the details of whoever proves they hold the mailbox. The code proves the mailbox
 * and the token in the answer proves which form: each form replaces the pending details, and the code already
 * mailed (or a new one, after the minute) then verifies only together with that form's token. Someone who sent
 * a form for another person's address has a token but never the code; the owner who sends theirs afterwards
 * replaces the stranger's details and password.
 */
export async function checkRegistration(deps: AuthDeps, form: TRegisterForm, context: RequestContext): Promise<TCheckRegistrationResponse> {
  const owner = await repo.selectUserByEmail(deps.db, form.email);
  if (owner) {
    // spec: the status stays 'exists'; the owner is told that someone tried (at most one mail an hour).
    await noticeRegistrationAttempt(deps, { userId: owner.id, ip: context.ip });
    return { status: 'exists', message: 'An account with this email already exists. Please log in.' };
  }
  const now = new Date();
  const { password: _password, ...register } = form;
  const passwordHash = await hashPassword(form.password);
  const details = {
    firstName: form.firstName,
    lastName: form.lastName,
    gender: form.gender,
    dob: form.dob,
    contactNo: form.contactNo,
    passwordHash,
    language: context.language,
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const pending = await repo.selectPendingForUpdate(tx, form.email);
    const next = nextCode(deps, form.email, pending, now);
    if ('tooMany' in next) throw next.tooMany;
    // The form was sent again within the minute: the code already mailed stands, for the time it has left,
    // and now goes with this form's details.
    if ('wait' in next) {
      await repo.updatePending(tx, form.email, details);
      const validFor = pending ? Math.max(0, Math.ceil((pending.otpExpiresAt.getTime() - now.getTime()) / 1000)) : OTP_TTL_SECONDS;
      return { code: undefined, wait: next.wait, validFor };
    }
    await repo.upsertPending(tx, { email: form.email, ...details, ...next.row });
    return { code: next.code, wait: OTP_RESEND_SECONDS, validFor: OTP_TTL_SECONDS };
  });
  if (outcome.code) {
    // No name in the mail: whoever sent the form chose it, and it may not be the mailbox's owner.
    await sendCode(deps, { email: form.email, code: outcome.code, language: context.language });
    await audit(deps.db, { event: 'registration.started', ip: context.ip, details: { email: form.email } });
  }
  return {
    status: 'success',
    message: `We have sent a verification code to ${form.email}.`,
    register: { ...register, registrationToken: registrationToken(deps, form.email, passwordHash) },
    resendAfterSeconds: outcome.wait,
    codeValidForSeconds: outcome.validFor,
  };
}

function tooManyCodes(windowStart: Date, now: Date): AppError {
  const seconds = secondsUntil(windowStart, HOUR_MS / 1000, now);
  return new AppError('rate_limited', `Too many codes were requested. Please try again in ${Math.ceil(seconds / 60)} minutes.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

type CodeSends = { lastSentAt: Date; sendWindowStart: Date; sendCount: number };

/**
 * The limits every mailed code keeps (registration, resend, password reset): a minute between codes and
 * at most five an hour. A new code voids the old one and its wrong tries; the row fields record it.
 */
function nextCode(
  deps: AuthDeps,
  hashKey: string,
  previous: CodeSends | undefined,
  now: Date,
):
  | { wait: number }
  | { tooMany: AppError }
  | { code: string; row: CodeSends & { otpHash: string; otpExpiresAt: Date; otpAttempts: number } } {
  const wait = previous ? secondsUntil(previous.lastSentAt, OTP_RESEND_SECONDS, now) : 0;
  if (wait > 0) return { wait };
  const windowFresh = previous && now.getTime() - previous.sendWindowStart.getTime() < HOUR_MS;
  if (windowFresh && previous.sendCount >= OTP_MAX_SENDS_PER_HOUR) return { tooMany: tooManyCodes(previous.sendWindowStart, now) };
  const code = generateOtp();
  return {
    code,
    row: {
      otpHash: hashOtp(deps.dataKey, hashKey, code),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      otpAttempts: 0,
      lastSentAt: now,
      sendWindowStart: windowFresh ? previous.sendWindowStart : now,
      sendCount: windowFresh ? previous.sendCount + 1 : 1,
    },
  };
}

/** spec: POST auth/verify-otp. Six digits, ten minutes, single use, five wrong tries burn the code. */
export async function verifyOtp(
  deps: AuthDeps,
  input: { otpNumber: string; register: { email: string; registrationToken?: string }; reviewInvitation?: string },
  context: RequestContext,
): Promise<TStatusResponse> {
  const email = input.register.email;
  const now = new Date();
  type Outcome = { ok: false; error: string; failed?: true; messageKey?: string } | { ok: true; userId: number };
  const result = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const pending = await repo.selectPendingForUpdate(tx, email);
    if (!pending) return { ok: false, error: 'No registration is waiting for this email. Please register again.' };
    if (pending.otpAttempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'Too many wrong codes. Please request a new code.' };
    if (pending.otpExpiresAt <= now) return { ok: false, error: 'The code has expired. Please request a new one.' };
    if (!sameSecret(pending.otpHash, hashOtp(deps.dataKey, email, input.otpNumber))) {
      const attempts = pending.otpAttempts + 1;
      await repo.updatePending(tx, email, { otpAttempts: attempts });
      return {
        ok: false,
        error: attempts >= OTP_MAX_ATTEMPTS ? 'Too many wrong codes. Please request a new code.' : 'Invalid OTP. Please try again.',
        failed: true,
      };
    }
    // The right code with another form's token (or none): the details waiting are not this person's. The code
    // stays good, so sending the form again and then this code still works.
    if (!sameSecret(input.register.registrationToken ?? '', registrationToken(deps, email, pending.passwordHash)))
      return {
        ok: false,
        error: 'The registration form was sent again, perhaps from another browser. Please fill in the form again.',
        messageKey: 'registerFormReplaced',
      };
    // Registered from a review invitation sent to this very address (issue 27): a reviewer, with no will of their own.
    const invitation = input.reviewInvitation ? await review.invitationFor(tx, input.reviewInvitation, email) : undefined;
    const user = await repo.insertUser(tx, {
      email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      gender: pending.gender,
      dob: pending.dob,
      contactNo: pending.contactNo,
      roleId: invitation ? ROLE_REVIEWER : ROLE_TESTATOR,
      preferredLanguage: pending.language,
    });
    await repo.deletePending(tx, email);
    if (!user) return { ok: false, error: 'An account with this email already exists. Please log in.' };
    if (invitation) await review.acceptAs(tx, invitation, user.id);
    return { ok: true, userId: user.id };
  });
  if (!result.ok) {
    if (result.failed) await audit(deps.db, { event: 'registration.code_failed', ip: context.ip, details: { email } });
    throw new AppError('validation', result.error, result.messageKey ? { messageKey: result.messageKey } : {});
  }
  await audit(deps.db, { event: 'registration.completed', userId: result.userId, ip: context.ip });
  return { status: 'success', message: 'Your email is verified. Please log in.' };
}

/** spec: POST auth/resend-otp. A new code voids the old; not before 60 s, at most five an hour. */
export async function resendOtp(deps: AuthDeps, email: string, context: RequestContext): Promise<TResendOtpResponse> {
  const now = new Date();
  const sent = await deps.db.transaction(async (tx) => {
    const pending = await repo.selectPendingForUpdate(tx, email);
    if (!pending) return undefined;
    const next = nextCode(deps, email, pending, now);
    if ('wait' in next) {
      throw new AppError('rate_limited', `Please wait ${next.wait} seconds before asking for a new code.`, {
        headers: { 'retry-after': String(next.wait) },
      });
    }
    if ('tooMany' in next) throw next.tooMany;
    const { code, row } = next;
    await repo.updatePending(tx, email, row);
    return { code, language: pending.language };
  });
  if (sent) {
    await sendCode(deps, { email, ...sent });
    await audit(deps.db, { event: 'registration.code_resent', ip: context.ip, details: { email } });
  }
  // The same answer whether or not a registration is waiting, so the call reveals nothing about an email.
  return {
    status: 'success',
    message: 'If a registration is waiting for this email, a new code has been sent.',
    resendAfterSeconds: OTP_RESEND_SECONDS,
    codeValidForSeconds: OTP_TTL_SECONDS,
  };
}

/** spec: POST auth/login -> {jwt}. */
export async function login(deps: AuthDeps, input: TLoginRequest, context: RequestContext): Promise<{ jwt: string }> {
  const limitKey = `login:${input.username}`;
  // Count the attempt before the password is checked, in one statement: however many arrive at once, at
  // most LOGIN_FAILURES_PER_ACCOUNT of them are ever evaluated in a window; a success clears the count.
  const attempt = await hit(deps.pool, limitKey, LOGIN_FAILURE_WINDOW_MS);
  if (attempt.current > LOGIN_FAILURES_PER_ACCOUNT) {
    throw new AppError('rate_limited', `Too many failed attempts. Please try again in ${Math.ceil(attempt.ttl / 60_000)} minutes.`, {
      headers: { 'retry-after': String(Math.ceil(attempt.ttl / 1000)) },
    });
  }
  const user = await repo.selectUserByEmail(deps.db, input.username);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await audit(deps.db, { event: 'login.failed', userId: user?.id, ip: context.ip });
    throw new AppError('unauthorized', 'Invalid credentials. Please try again.');
  }
  await clear(deps.pool, limitKey);
  await recordSignIn(deps, { userId: user.id, ip: context.ip, userAgent: context.userAgent, method: 'password' });
  return {
    jwt: await issueToken(deps.jwtSecret, {
      userId: user.id,
      roleId: user.roleId,
      firstName: user.firstName,
      tokenVersion: user.tokenVersion,
    }),
  };
}

/**
 * Forgot password, step 1: mails a code to the account's address, with the limits of registration codes
 * (a minute between codes, five an hour). The answer is the same whether or not an account has this
 * email, and whether or not a limit held the mail back, so the call tells nobody who has an account.
 * An account made with Google (no password yet) may set one this way: the code proves the mailbox.
 */
export async function forgotPassword(deps: AuthDeps, email: string, context: RequestContext): Promise<TResendOtpResponse> {
  const now = new Date();
  const user = await repo.selectUserByEmail(deps.db, email);
  const code = user
    ? await deps.db.transaction(async (tx) => {
        const reset = await repo.selectResetForUpdate(tx, user.id);
        // A limit holds the mail back silently: the answer must not differ.
        const next = nextCode(deps, `reset:${email}`, reset, now);
        if (!('code' in next)) return undefined;
        await repo.upsertReset(tx, { userId: user.id, ...next.row });
        return next.code;
      })
    : undefined;
  if (user && code) {
    // Not awaited: the answer must take as long for an unknown email as for a known one.
    sendCode(deps, { email, name: user.firstName, code, language: user.preferredLanguage, purpose: 'reset' }).then(
      () => audit(deps.db, { event: 'password_reset.code_sent', userId: user.id, ip: context.ip }),
      () => audit(deps.db, { event: 'password_reset.mail_failed', userId: user.id, ip: context.ip }),
    );
  }
  return {
    status: 'success',
    message: 'If an account exists for this email, we have sent it a code to reset the password.',
    resendAfterSeconds: OTP_RESEND_SECONDS,
    codeValidForSeconds: OTP_TTL_SECONDS,
  };
}

/**
 * Forgot password, step 2: the mailed code sets the new password and ends every earlier session (tokens
 * carry the version they were issued under). Five wrong tries burn the code. Every refusal has the same
 * words, so this call does not tell who has an account either.
 */
export async function resetPassword(deps: AuthDeps, input: TResetPasswordRequest, context: RequestContext): Promise<TStatusResponse> {
  const now = new Date();
  const user = await repo.selectUserByEmail(deps.db, input.email);
  const passwordHash = await hashPassword(input.password);
  const changed = await deps.db.transaction(async (tx) => {
    const reset = user && (await repo.selectResetForUpdate(tx, user.id));
    if (!user || !reset || reset.otpAttempts >= OTP_MAX_ATTEMPTS || reset.otpExpiresAt <= now) return false;
    if (!sameSecret(reset.otpHash, hashOtp(deps.dataKey, `reset:${input.email}`, input.otpNumber))) {
      await repo.updateReset(tx, user.id, { otpAttempts: reset.otpAttempts + 1 });
      return false;
    }
    await repo.setPassword(tx, user.id, passwordHash);
    return true;
  });
  if (!user || !changed) {
    await audit(deps.db, { event: 'password_reset.code_failed', userId: user?.id, ip: context.ip });
    throw new AppError('validation', 'The code is wrong or has expired. Please check it, or ask for a new code.', {
      messageKey: 'resetInvalidCode',
    });
  }
  deps.authState.forget(user.id);
  await clear(deps.pool, `login:${input.email}`);
  await audit(deps.db, { event: 'password_reset.completed', userId: user.id, ip: context.ip });
  return { status: 'success', message: 'Your password has been changed. Please log in with the new password.' };
}

/** Ends every session of the user: tokens carry the version they were issued under. */
export async function logout(deps: AuthDeps, userId: number, context: RequestContext): Promise<TStatusResponse> {
  await repo.bumpTokenVersion(deps.db, userId);
  deps.authState.forget(userId);
  await audit(deps.db, { event: 'logout', userId, ip: context.ip });
  return { status: 'success', message: 'You have been logged out.' };
}

/**
 * A new tab's session (issue 23): the token the browser's session cookie holds, while it would still be
 * accepted on a call (signature, expiry, and the account's token version: logout and a password change end
 * it). The token goes back as it is, so every tab of the browser ends at the same moment.
 */
export async function resumeSession(deps: AuthDeps, token: string | undefined): Promise<{ jwt: string | null }> {
  const claims = token ? await readToken(deps.jwtSecret, token) : undefined;
  const state = claims && (await deps.authState.get(claims.userId));
  if (!token || !claims || !state || state.tokenVersion !== claims.tokenVersion || state.roleId !== claims.roleId) return { jwt: null };
  return { jwt: token };
}

/** Creates the administrator named by the environment if absent; never changes an existing account. */
export async function ensureAdministrator(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  const existing = await repo.selectUserByEmail(db, email);
  if (existing) return 'exists';
  const user = await repo.insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Administrator',
    lastName: '',
    roleId: ROLE_ADMIN,
  });
  if (!user) return 'exists';
  await audit(db, { event: 'admin.created', userId: user.id });
  return 'created';
}
