// "Your will was downloaded" (issue 12): every time a will leaves the site as a file (a new download or a kept
// version, PDF or DOCX; not the preview on screen), the testator is told the format, the time and the address, so
// a download they did not make does not go unnoticed.
import type { TLabelKey, TWillFormat } from '@vasiyat/contract';
import type { MailMessage } from '../../platform/mail.ts';
import { composeAccountNotice, type NoticeKit, type Notices, writtenWhen } from '../../platform/notices.ts';

export type WillDownload = { format: TWillFormat; ip: string; at: Date };

const FORMAT_KEYS: Record<TWillFormat, TLabelKey> = { pdf: 'mailFormatPdf', docx: 'mailFormatDocx' };

/** The notice, in the recipient's language. */
export function composeDownloadMail(kit: NoticeKit, download: WillDownload): MailMessage {
  const { label, recipient } = kit;
  return composeAccountNotice(kit, { subject: 'mailDownloadSubject', body: 'mailDownloadBody', ifNotYou: 'mailDownloadIfNotYou' }, [
    { label: label('mailFactFormat'), value: label(FORMAT_KEYS[download.format]) },
    { label: label('mailFactWhen'), value: writtenWhen(download.at, recipient.language) },
    { label: label('mailFactAddress'), value: download.ip },
  ]);
}

/** Mails the testator that their will was downloaded, in the background: the download never waits for it. */
export function noticeDownload(notices: Notices, testatorId: number, download: WillDownload): void {
  notices.send(testatorId, 'will downloaded', (kit) => composeDownloadMail(kit, download));
}
