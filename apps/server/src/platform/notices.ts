// Mails that tell a person what happened to their account (a new sign-in, the will downloaded), sent in the
// background: the call that caused them has already answered, so a slow or broken mail server never delays or
// fails it. A failure is logged without the mail's content; nothing is thrown.
import type { TLabelKey } from '@vasiyat/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { I18n, Label } from './i18n/service.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { layoutMail } from './mail-layout.ts';

/** The account a notice goes to, in its language. */
export type Recipient = { userId: number; email: string; name: string; language: string };

/** What a notice is written with: its recipient, their language's labels and the site's address. */
export type NoticeKit = { recipient: Recipient; label: Label; publicUrl: string };

/**
 * A notice about something done with the account (a sign-in, a download), in the recipient's language: what
 * happened, its facts, and what to do if it was not them (reset the password). `keys` name the notice's own labels.
 */
export function composeAccountNotice(
  kit: NoticeKit,
  keys: { subject: TLabelKey; body: TLabelKey; ifNotYou: TLabelKey },
  facts: readonly { label: string; value: string }[],
): MailMessage {
  const { label, recipient } = kit;
  return layoutMail({
    to: recipient.email,
    language: recipient.language,
    subject: label(keys.subject),
    greeting: label('mailOtpGreeting', { name: recipient.name }),
    blocks: [
      { kind: 'paragraph', text: label(keys.body) },
      { kind: 'facts', rows: facts },
      { kind: 'paragraph', text: label('mailIfYou') },
      { kind: 'paragraph', text: label(keys.ifNotYou) },
      { kind: 'action', text: label('mailActionReset'), url: `${kit.publicUrl}/forgot-password` },
    ],
    signature: label('mailSignature'),
    footer: label('mailFooterSecurity'),
  });
}

export type NoticeDeps = { db: Db; mailer: Mailer; i18n: I18n; publicUrl: string; log: FastifyBaseLogger };

/**
 * A date and time as the person reads them: their language's words and digits, India's time (the product is
 * for India, and a server's own zone says nothing to the reader), with the zone named.
 */
export function writtenWhen(at: Date, language: string): string {
  return new Intl.DateTimeFormat(`${language}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  }).format(at);
}

/** What of a mail failure reaches the log: the kind of failure, never the message, the address or a credential. */
function failureOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode, command } = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return { type: error.name, code, responseCode, command };
}

export function createNotices(deps: NoticeDeps) {
  const pending = new Set<Promise<void>>();

  async function recipientOf(userId: number): Promise<Recipient | undefined> {
    const [row] = await deps.db
      .select({ email: users.email, name: users.firstName, language: users.preferredLanguage })
      .from(users)
      .where(eq(users.id, userId));
    return row && { userId, ...row, language: await deps.i18n.resolveLanguage(row.language) };
  }

  async function deliver(userId: number, compose: (kit: NoticeKit) => MailMessage) {
    const recipient = await recipientOf(userId);
    if (!recipient) return;
    const label = await deps.i18n.labeler(recipient.language);
    await deps.mailer.send(compose({ recipient, label, publicUrl: deps.publicUrl }));
  }

  /** A notice that could not be sent: logged by its kind, never thrown. */
  function failed(notice: string, userId: number, error: unknown): void {
    deps.log.warn({ notice, userId, err: failureOf(error) }, 'a notice mail could not be sent');
  }

  return {
    failed,
    /**
     * Mails the user a notice now and waits for the mail server to take it (issue 27: a reminder is recorded as sent
     * in the transaction that sends it, so a failure must reach the caller): throws when it could not be sent.
     */
    sendNow: (userId: number, compose: (kit: NoticeKit) => MailMessage): Promise<void> => deliver(userId, compose),
    /**
     * Mails the user a notice composed in their language, in the background: returns at once, and a failure
     * (no such user any more, the database, the mail server) is logged by its kind, never thrown.
     */
    send(userId: number, notice: string, compose: (kit: NoticeKit) => MailMessage): void {
      const sending = deliver(userId, compose).catch((error: unknown) => failed(notice, userId, error));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    /**
     * Resolves when every notice sent so far has been handed to the mail server or has failed, or after `limitMs`:
     * a shutdown lets the last notices go out without waiting on a mail server that does not answer.
     */
    async settled(limitMs = Number.POSITIVE_INFINITY): Promise<void> {
      const drained = (async () => {
        while (pending.size) await Promise.all(pending);
      })();
      if (!Number.isFinite(limitMs)) return drained;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([drained, new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
      clearTimeout(timer);
    },
  };
}
export type Notices = ReturnType<typeof createNotices>;
