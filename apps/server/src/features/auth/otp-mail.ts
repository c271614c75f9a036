import { OTP_TTL_SECONDS, type TLabelKey } from '@vasiyat/contract';
import type { I18n } from '../../platform/i18n/service.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';

/** What a code is for: each purpose has its own subject, body, "not you?" line and reason in the footer. */
const PURPOSE_KEYS = {
  registration: { subject: 'mailOtpSubject', body: 'mailOtpBody', ignore: 'mailOtpIgnore', footer: 'mailFooterRegistration' },
  reset: { subject: 'mailResetSubject', body: 'mailResetBody', ignore: 'mailResetIgnore', footer: 'mailFooterReset' },
} as const;
export type CodePurpose = keyof typeof PURPOSE_KEYS;

/** A code mail in the person's language and the product's layout, as plain text and HTML. */
export async function composeOtpMail(
  i18n: I18n,
  options: { to: string; name?: string; code: string; language: string; purpose?: CodePurpose },
): Promise<MailMessage> {
  const keys = PURPOSE_KEYS[options.purpose ?? 'registration'];
  const label = await i18n.labeler(options.language);
  const t = (key: TLabelKey) => label(key, { code: options.code, name: options.name ?? '', minutes: Math.round(OTP_TTL_SECONDS / 60) });
  return layoutMail({
    to: options.to,
    language: await i18n.resolveLanguage(options.language),
    subject: t(keys.subject),
    // A registration code greets no one by name: the name came with a form anyone could send (issue 24).
    greeting: options.name ? t('mailOtpGreeting') : t('mailGreetingNoName'),
    blocks: [
      { kind: 'paragraph', text: t(keys.body) },
      { kind: 'code', code: options.code },
      { kind: 'paragraph', text: t('mailOtpExpiry') },
      { kind: 'note', text: t('mailOtpNeverShare') },
      { kind: 'note', text: t(keys.ignore) },
    ],
    signature: t('mailSignature'),
    footer: t(keys.footer),
  });
}
