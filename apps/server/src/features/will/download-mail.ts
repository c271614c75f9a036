// "Your will was downloaded" (issue 12): every time a will leaves the site as a file (a new download or a kept
// version, PDF or DOCX; not the preview on screen), the testator is told the format, the time and the address, so
// a download they did not make does not go unnoticed.
import type { TWillFormat } from '@vasiyat/contract';
import type { MailMessage } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { type NoticeKit, type Notices, writtenWhen } from '../../platform/notices.ts';

export type WillDownload = { format: TWillFormat; ip: string; at: Date };

const FORMAT_KEYS: Record<TWillFormat, string> = { pdf: 'mailFormatPdf', docx: 'mailFormatDocx' };

/** The notice, in the recipient's language. */
export function composeDownloadMail(kit: NoticeKit, download: WillDownload): MailMessage {
  const { label, recipient } = kit;
  return layoutMail({
    to: recipient.email,
    language: recipient.language,
    subject: label('mailDownloadSubject'),
    greeting: label('mailOtpGreeting', { name: recipient.name }),
    blocks: [
      { kind: 'paragraph', text: label('mailDownloadBody') },
      {
        kind: 'facts',
        rows: [
          { label: label('mailFactFormat'), value: label(FORMAT_KEYS[download.format]) },
          { label: label('mailFactWhen'), value: writtenWhen(download.at, recipient.language) },
          { label: label('mailFactAddress'), value: download.ip },
        ],
      },
      { kind: 'paragraph', text: label('mailIfYou') },
      { kind: 'paragraph', text: label('mailDownloadIfNotYou') },
      { kind: 'action', text: label('mailActionReset'), url: `${kit.publicUrl}/forgot-password` },
    ],
    signature: label('mailSignature'),
    footer: label('mailFooterSecurity'),
  });
}

/** Mails the testator that their will was downloaded, in the background: the download never waits for it. */
export function noticeDownload(notices: Notices, testatorId: number, download: WillDownload): void {
  notices.send(testatorId, 'will downloaded', (kit) => composeDownloadMail(kit, download));
}
