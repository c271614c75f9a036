import { MAIL_API_PORT } from './env.ts';

/** The newest one-time code mailed to `email`, as the local SMTP server received it. */
export async function codeFor(email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${MAIL_API_PORT}/code?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`no code mailed to ${email}: ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}
