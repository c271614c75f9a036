import { MAIL_API_PORT } from './env.ts';

const MAIL_API = `http://127.0.0.1:${MAIL_API_PORT}`;

/** How many mails have arrived so far: pass it as `since` to wait for a mail sent after this moment. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(`${MAIL_API}/count`)).json()) as { count: number }).count;
}

/** The newest one-time code mailed to `email` (after the `since`-th mail), as the local SMTP server received it. */
export async function codeFor(email: string, options: { since?: number } = {}): Promise<string> {
  const response = await fetch(`${MAIL_API}/code?to=${encodeURIComponent(email)}&since=${options.since ?? 0}`);
  if (!response.ok) throw new Error(`no code mailed to ${email}: ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}

/** The newest mail to `email` (after the `since`-th mail) as received, quoted-printable soft breaks undone. */
export async function mailTo(email: string, options: { since?: number } = {}): Promise<string> {
  const response = await fetch(`${MAIL_API}/mail?to=${encodeURIComponent(email)}&since=${options.since ?? 0}`);
  if (!response.ok) throw new Error(`no mail to ${email}: ${await response.text()}`);
  const { raw } = (await response.json()) as { raw: string };
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
