import { OTP_TTL_SECONDS } from '@vasiyat/contract';
import type { I18n } from '../../platform/i18n/service.ts';
import type { MailMessage } from '../../platform/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a code is for: each purpose has its own subject, body and "not you?" line. */
const PURPOSE_KEYS = {
  registration: { subject: 'mailOtpSubject', body: 'mailOtpBody', ignore: 'mailOtpIgnore' },
  reset: { subject: 'mailResetSubject', body: 'mailResetBody', ignore: 'mailResetIgnore' },
} as const;
export type CodePurpose = keyof typeof PURPOSE_KEYS;

/** A code mail, in the person's language, as plain text and HTML. */
export async function composeOtpMail(
  i18n: I18n,
  options: { to: string; name: string; code: string; language: string; purpose?: CodePurpose },
): Promise<MailMessage> {
  const keys = PURPOSE_KEYS[options.purpose ?? 'registration'];
  const t = (key: string) =>
    i18n.text(options.language, key, { code: options.code, name: options.name, minutes: Math.round(OTP_TTL_SECONDS / 60) });
  const [subject, greeting, body, expiry, ignore, neverShare, signature] = await Promise.all(
    [keys.subject, 'mailOtpGreeting', keys.body, 'mailOtpExpiry', keys.ignore, 'mailOtpNeverShare', 'mailSignature'].map(t),
  );
  const text = [greeting, '', body, expiry, '', neverShare, ignore, '', signature].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(options.language)}"><body style="font-family:'Noto Sans',Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting!)}</p>
<p>${escapeHtml(body!)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(options.code)}</p>
<p>${escapeHtml(expiry!)}</p>
<p style="color:#4b5563">${escapeHtml(neverShare!)}<br>${escapeHtml(ignore!)}</p>
<p>${escapeHtml(signature!)}</p>
</body></html>`;
  return { to: options.to, subject: subject!, text, html };
}
