// The registration-attempt notice (issue 24): the spec fixes that check-registration answers 'exists' for an
// address that has an account, so anyone may learn that; the owner at least hears of it, by mail, with when and
// from which address, and what to do if it was not them. At most one such mail an hour, so the form cannot be
// used to flood a mailbox.
import type pg from 'pg';
import type { MailMessage } from '../../platform/mail.ts';
import { composeAccountNotice, type NoticeKit, type Notices, writtenWhen } from '../../platform/notices.ts';
import { hit } from '../../platform/rate-limit-store.ts';

const NOTICE_WINDOW_MS = 60 * 60_000;

export type RegistrationAttempt = { userId: number; ip: string };

/** The notice, in the recipient's language. */
export function composeRegistrationAttemptNotice(kit: NoticeKit, attempt: RegistrationAttempt & { at: Date }): MailMessage {
  const { label, recipient } = kit;
  return composeAccountNotice(
    kit,
    { subject: 'mailRegisterAttemptSubject', body: 'mailRegisterAttemptBody', ifNotYou: 'mailRegisterAttemptIfNotYou' },
    [
      { label: label('mailFactWhen'), value: writtenWhen(attempt.at, recipient.language) },
      { label: label('mailFactAddress'), value: attempt.ip },
    ],
  );
}

/** Mails the owner in the background, unless they were told within the hour; never fails the call. */
export async function noticeRegistrationAttempt(deps: { pool: pg.Pool; notices: Notices }, attempt: RegistrationAttempt) {
  const at = new Date();
  const counted = await hit(deps.pool, `registration-attempt:${attempt.userId}`, NOTICE_WINDOW_MS).catch((error: unknown) => {
    deps.notices.failed('registration attempt', attempt.userId, error);
    return undefined;
  });
  if (counted?.current !== 1) return;
  deps.notices.send(attempt.userId, 'registration attempt', (kit) => composeRegistrationAttemptNotice(kit, { ...attempt, at }));
}
