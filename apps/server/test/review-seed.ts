// Advocate review in tests (issue 27): an invitation through the API, its link read back from the SMTP sink, a
// reviewer registered from it (or an existing account accepting it), comments through the reviewer's calls.
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ApiTest } from './api-harness.ts';
import { bearer } from './fixtures.ts';

type Who = { token: string };

export async function call(t: ApiTest, who: Who | undefined, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/wst/${path}`,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The invitation's secret, from the newest mail to `email` (quoted-printable soft breaks undone). */
export async function invitationTokenFor(t: ApiTest, email: string, since: number): Promise<{ token: string; raw: string }> {
  const mail = await t.smtp.latestTo(email, { since });
  const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = new RegExp(`${SCREEN_PATHS.reviewInvitation}/([A-Za-z0-9_-]{20,})`).exec(raw)?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${email}`);
  return { token, raw };
}

/** The testator invites `email`; answers the grant and the link's secret. */
export async function invite(
  t: ApiTest,
  testator: Who,
  input: { email: string; templateId: number; languageIds: number[]; days?: number },
): Promise<{ grantId: number; token: string; raw: string }> {
  const since = t.smtp.received.length;
  const answer = await call(t, testator, 'POST', 'testator/review/invite', input);
  if (answer.statusCode !== 200) throw new Error(`invite answered ${answer.statusCode}: ${answer.body}`);
  return { grantId: answer.json().grant.grantId, ...(await invitationTokenFor(t, input.email, since)) };
}

/** A reviewer registers from the invitation's link (email code flow); answers their session. */
export async function registerReviewer(t: ApiTest, email: string, invitation: string) {
  const password = 'reviewer passphrase long';
  const form = { firstName: 'Meera', lastName: 'Advocate', gender: 'F', dob: '1975-03-01', contactNo: '9123456781', email, password };
  const since = t.smtp.received.length;
  const check = await call(t, undefined, 'POST', 'auth/check-registration', form);
  if (check.statusCode !== 200) throw new Error(`check-registration answered ${check.statusCode}: ${check.body}`);
  const otpNumber = await t.smtp.codeFor(email, { since });
  const verify = await call(t, undefined, 'POST', 'auth/verify-otp', {
    otpNumber,
    register: check.json().register,
    reviewInvitation: invitation,
  });
  if (verify.statusCode !== 200) throw new Error(`verify-otp answered ${verify.statusCode}: ${verify.body}`);
  const login = await call(t, undefined, 'POST', 'auth/login', { username: email, password });
  const jwt = login.json().jwt as string;
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { userId: number; roleId: number };
  return { token: jwt, userId: claims.userId, roleId: claims.roleId, email, password };
}

/**
 * A testator's will under review: a reviewer registered from the invitation left a comment (with `text` in it) on
 * the first heading. Answers the grant, the comment and the reviewer.
 */
export async function seedReview(t: ApiTest, testator: Who, options: { templateId: number; languageId: number; text: string }) {
  const email = `reviewer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const { grantId, token } = await invite(t, testator, { email, templateId: options.templateId, languageIds: [options.languageId] });
  const reviewer = await registerReviewer(t, email, token);
  const comment = await call(t, reviewer, 'POST', `review/comment/${grantId}`, {
    anchorKind: 'general',
    body: `Please name a second executor ${options.text}`,
  });
  if (comment.statusCode !== 200) throw new Error(`comment answered ${comment.statusCode}: ${comment.body}`);
  return { grantId, token, commentId: comment.json().comment.commentId as number, reviewer };
}
