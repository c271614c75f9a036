// One look for every mail Vasiyat sends (issue 12): the web app's deep teal header with the name, a white card,
// a footer that says why the person got it. Mail clients ignore <style> blocks and flexbox and strip SVG, so the
// HTML is nested tables with inline styles (what Gmail, Outlook and phone clients all draw alike), and every text
// in it is escaped. The plain-text twin is built from the same parts, so the two always say the same.
import type { MailMessage } from './mail.ts';

/** One piece of a mail's card, in reading order. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, large and alone in its own paragraph (the test sinks read it from there). */
  | { kind: 'code'; code: string }
  /** Label and value rows: when, which browser, which address. */
  | { kind: 'facts'; rows: readonly { label: string; value: string }[] }
  /** A quieter paragraph: advice, what to do if it was not them. */
  | { kind: 'note'; text: string }
  /** A button to a page of the site; the plain text gives the address. */
  | { kind: 'action'; text: string; url: string };

export type MailParts = {
  to: string;
  /** The person's language code: lang and dir of the HTML, and the reading order of the card. */
  language: string;
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  signature: string;
  /** Why the person got this mail. */
  footer: string;
};

/** The web app's colours (apps/web/src/app/theme.ts: brand teal and gold, the readable greys). */
const COLOURS = {
  page: '#e7f5f4', // brand 0
  header: '#0c5450', // brand 8, the logo's square
  accent: '#f4d58d', // gold 3, the logo's ribbon
  border: '#cfe9e7', // brand 1
  text: '#1f2933',
  dimmed: '#5a6470', // the app's dimmed grey, 4.5:1 on white
  button: '#11665f', // brand 7, white on it is 6.8:1
  codeText: '#073f3c', // brand 9
};
/** The app's system font stack, with Noto Sans early so Indic scripts find a face that has them. */
const FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Right-to-left scripts (Urdu, should it be added) get dir="rtl"; every language seeded today reads left to right. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  try {
    type TTextInfo = { direction?: string };
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => TTextInfo; textInfo?: TTextInfo };
    // The method from Node 24 on (the standard's form); Node 22 has only the getter, which Node 26 no longer has.
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** Only our own web addresses become links: nothing else may end up in an href. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

function blockHtml(block: MailBlock, align: 'left' | 'right'): string {
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLOURS.text}`;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraph}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.6;color:${COLOURS.dimmed}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:8px 0 20px;padding:14px 8px;background-color:${COLOURS.page};border:1px dashed ${COLOURS.border};border-radius:8px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:700;letter-spacing:8px;color:${COLOURS.codeText}">${escapeHtml(block.code)}</p>`;
    case 'facts': {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><td valign="top" style="padding:6px 12px 6px 0;font-size:14px;line-height:1.5;color:${COLOURS.dimmed};text-align:${align}">${escapeHtml(row.label)}</td><td valign="top" style="padding:6px 0;font-size:15px;line-height:1.5;color:${COLOURS.text};font-weight:600;text-align:${align}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-top:1px solid ${COLOURS.border};border-bottom:1px solid ${COLOURS.border};width:100%">${rows}</table>`;
    }
    case 'action':
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px"><tr><td bgcolor="${COLOURS.button}" style="border-radius:8px;background-color:${COLOURS.button}"><a href="${escapeHtml(safeUrl(block.url))}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.text)}</a></td></tr></table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'action':
      return `${block.text}: ${block.url}`;
  }
}

/** The plain-text part: the same parts in the same order. */
export function mailText(parts: MailParts): string {
  return [parts.greeting, ...parts.blocks.map(blockText), parts.signature, '--', `Vasiyat · ${parts.footer}`].join('\n\n');
}

/** The HTML part: header with the name, the card, the footer. */
export function mailHtml(parts: MailParts): string {
  const dir = directionOf(parts.language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = parts.blocks.map((block) => blockHtml(block, align)).join('\n');
  // The first lines a mail list shows beside the subject: the first paragraph, hidden in the message itself.
  const preview = parts.blocks.find((block) => block.kind === 'paragraph');
  return `<!doctype html>
<html lang="${escapeHtml(parts.language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(parts.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOURS.page};font-family:${FONTS}">
${preview?.kind === 'paragraph' ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(preview.text)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOURS.page}" style="background-color:${COLOURS.page}">
<tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;font-family:${FONTS};text-align:${align}">
<tr><td bgcolor="${COLOURS.header}" style="background-color:${COLOURS.header};border-radius:12px 12px 0 0;border-bottom:4px solid ${COLOURS.accent};padding:18px 28px">
<span style="font-size:22px;font-weight:700;letter-spacing:0.5px;color:#ffffff">Vasiyat</span>
</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border:1px solid ${COLOURS.border};border-top:0;border-radius:0 0 12px 12px;padding:28px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLOURS.text}">${escapeHtml(parts.greeting)}</p>
${body}
<p style="margin:24px 0 0;font-size:16px;line-height:1.6;color:${COLOURS.text}">${escapeHtml(parts.signature)}</p>
</td></tr>
<tr><td style="padding:18px 28px 0;font-size:12px;line-height:1.6;color:${COLOURS.dimmed}">
<p style="margin:0">${escapeHtml(parts.footer)}</p>
<p style="margin:8px 0 0;font-weight:600">Vasiyat</p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`;
}

/** A mail in the layout: both parts from the same parts. */
export function layoutMail(parts: MailParts): MailMessage {
  return { to: parts.to, subject: parts.subject, text: mailText(parts), html: mailHtml(parts) };
}
