import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives (DESIGN §10: real peers in tests). */
export async function startSmtpSink(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest mail to `to`, waiting up to `timeoutMs` for one to arrive after `since` mails. */
  async function latestTo(to: string, options: { since?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    for (;;) {
      const match = received.slice(options.since ?? 0).filter((mail) => mail.to.includes(to));
      if (match.length) return match[match.length - 1]!;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    latestTo,
    /** The 6-digit code in the newest mail to `to`. */
    async codeFor(to: string, options: { since?: number } = {}): Promise<string> {
      const mail = await latestTo(to, options);
      // The code stands alone in its own paragraph of the HTML part (quoted-printable: undo soft breaks and =3D).
      const html = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const code = />\s*(\d{6})\s*<\/p>/.exec(html)?.[1];
      if (!code) throw new Error(`No code in the mail to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
