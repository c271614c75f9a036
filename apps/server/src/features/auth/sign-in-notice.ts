// The new-sign-in notice (issue 12): a successful sign-in from a browser and address the account has not signed in
// from before mails the person when, from what and where, and what to do if it was not them. Not on the account's
// first sign-in (there is nothing to compare with, and the person has just registered), and never at the cost of
// the sign-in: the look-up and the mail may fail, the sign-in does not.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { composeAccountNotice, type NoticeKit, type Notices, writtenWhen } from '../../platform/notices.ts';
import { type Device, deviceOf } from '../../platform/user-agent.ts';

/** How the person signed in, and the audit event that records it. */
const EVENTS = { password: 'login.succeeded', google: 'login.google' } as const;
export type SignInMethod = keyof typeof EVENTS;

export type SignIn = { userId: number; ip: string; userAgent: string | undefined; method: SignInMethod };

/**
 * Whether this sign-in's browser and address are new to the account: 'first' when it has never signed in,
 * 'known' when an earlier sign-in had both, 'new' otherwise. Sign-ins recorded before browsers were (no browser in
 * their details) match on the address alone, so the day this ships does not mail everyone.
 */
async function familiarity(db: Db, signIn: SignIn, device: Device): Promise<'first' | 'known' | 'new'> {
  const earlier = and(eq(auditLog.userId, signIn.userId), inArray(auditLog.event, Object.values(EVENTS)));
  const sameDevice = sql`(${auditLog.details} -> 'browser' is null
    or (${auditLog.details} ->> 'browser' is not distinct from ${device.browser}::text
      and ${auditLog.details} ->> 'system' is not distinct from ${device.system}::text))`;
  const { rows } = await db.execute<{ any: boolean; same: boolean }>(sql`select
    exists (select 1 from ${auditLog} where ${earlier}) as any,
    exists (select 1 from ${auditLog} where ${earlier} and ${auditLog.ip} = ${signIn.ip} and ${sameDevice}) as same`);
  const row = rows[0];
  if (!row?.any) return 'first';
  return row.same ? 'known' : 'new';
}

/** The browser in plain words: "Firefox on Windows", or what is known of it. */
function deviceWords(label: NoticeKit['label'], device: Device): string {
  if (device.browser && device.system) return label('mailDevice', { browser: device.browser, system: device.system });
  return device.browser ?? device.system ?? label('mailUnknownDevice');
}

/** The notice, in the recipient's language. */
export function composeSignInNotice(kit: NoticeKit, signIn: SignIn & { device: Device; at: Date }): MailMessage {
  const { label, recipient } = kit;
  return composeAccountNotice(kit, { subject: 'mailSignInSubject', body: 'mailSignInBody', ifNotYou: 'mailSignInIfNotYou' }, [
    { label: label('mailFactWhen'), value: writtenWhen(signIn.at, recipient.language) },
    { label: label('mailFactDevice'), value: deviceWords(label, signIn.device) },
    { label: label('mailFactAddress'), value: signIn.ip },
    { label: label('mailFactMethod'), value: label(signIn.method === 'google' ? 'mailMethodGoogle' : 'mailMethodPassword') },
  ]);
}

/**
 * Records a successful sign-in in the audit log (with the browser and system, for the next comparison) and, when
 * its browser and address are new to the account, mails the notice in the background.
 */
export async function recordSignIn(deps: { db: Db; notices: Notices }, signIn: SignIn): Promise<void> {
  const at = new Date();
  const device = deviceOf(signIn.userAgent);
  // Read before this sign-in is written, so it cannot count as its own precedent.
  const seen = await familiarity(deps.db, signIn, device).catch((error: unknown) => {
    deps.notices.failed('new sign-in', signIn.userId, error);
    return 'unknown' as const;
  });
  await audit(deps.db, {
    event: EVENTS[signIn.method],
    userId: signIn.userId,
    ip: signIn.ip,
    details: { browser: device.browser, system: device.system },
  });
  if (seen === 'new') deps.notices.send(signIn.userId, 'new sign-in', (kit) => composeSignInNotice(kit, { ...signIn, device, at }));
}
