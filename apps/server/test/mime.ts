// Reads a mail as a mail client would (mailparser is not a dependency): the headers with their RFC 2047 encoded
// words decoded, and each part of a multipart body decoded from quoted-printable or base64 to UTF-8 text.

export type ParsedMail = { headers: Map<string, string>; subject: string; parts: { type: string; text: string }[] };

const decoder = new TextDecoder('utf-8', { fatal: true });

/** =XX escapes to bytes (quoted-printable and the Q encoding share this). */
function qpBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Uint8Array.from(bytes);
}

/** A header's encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) decoded; adjacent words join without the space between. */
function decodeWords(value: string): string {
  return value.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)(\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) => {
    const chunks = [...run.matchAll(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi)].map(([, charset, encoding, data]) => {
      if (charset!.toLowerCase() !== 'utf-8') throw new Error(`Unexpected charset ${charset}`);
      return encoding!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : qpBytes(data!.replace(/_/g, ' '));
    });
    return decoder.decode(Buffer.concat(chunks));
  });
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return decoder.decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
    case 'quoted-printable':
      return decoder.decode(qpBytes(body.replace(/=\r?\n/g, '')));
    default:
      return body;
  }
}

/** The mail's subject and its leaf parts (text/plain, text/html), decoded, line ends as \n. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const parts: ParsedMail['parts'] = [];
  const walk = (type: string, encoding: string | undefined, content: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!/^multipart\//i.test(type) || !boundary) {
      parts.push({ type: type.split(';')[0]!.trim().toLowerCase(), text: decodeBody(content, encoding).replace(/\r\n/g, '\n') });
      return;
    }
    const sections = content.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitHead(section.replace(/^\r?\n/, ''));
      walk(
        part.headers.get('content-type') ?? 'text/plain',
        part.headers.get('content-transfer-encoding'),
        part.body.replace(/\r?\n$/, ''),
      );
    }
  };
  walk(headers.get('content-type') ?? 'text/plain', headers.get('content-transfer-encoding'), body);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), parts };
}

/** The one part of a type, or an error naming what the mail has. */
export function partOf(mail: ParsedMail, type: 'text/plain' | 'text/html'): string {
  const matches = mail.parts.filter((part) => part.type === type);
  if (matches.length !== 1) throw new Error(`Expected one ${type} part, found ${mail.parts.map((part) => part.type).join(', ')}`);
  return matches[0]!.text;
}

/** What a reader sees of an HTML part: the text without tags, entities decoded, runs of white space as one space. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
