import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * Real SMTP when SMTP_URL is set. Without it the message is rendered exactly as it would be sent,
 * kept as an .eml file in DATA_DIR/outbox and printed to the log, so a newcomer can register locally.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: (text: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      options.log(`No SMTP_URL set: mail to ${message.to} kept in ${file}\n--- ${message.subject} ---\n${message.text}`);
    },
    close: () => transport.close(),
  };
}
