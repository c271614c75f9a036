import { describe, expect, it } from 'vitest';
import { defaultFileName, fileNameOf, formatSize, shortFingerprint } from './files.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 filename* and decodes it', () => {
    expect(
      fileNameOf(
        `attachment; filename="Savitri_Iyer_will.pdf"; filename*=UTF-8''%E0%A4%B5%E0%A4%B8%E0%A5%80%E0%A4%AF%E0%A4%A4.pdf`,
        'will.pdf',
      ),
    ).toBe('वसीयत.pdf');
  });

  it('reads a quoted or a bare filename, with escaped quotes', () => {
    expect(fileNameOf('attachment; filename="Simple will - Savitri.docx"', 'will.docx')).toBe('Simple will - Savitri.docx');
    expect(fileNameOf('attachment; filename=will-2026.pdf', 'will.pdf')).toBe('will-2026.pdf');
    expect(fileNameOf('attachment; filename="a \\"quoted\\" will.pdf"', 'will.pdf')).toBe('a "quoted" will.pdf');
  });

  it('falls back to the plain name when filename* cannot be decoded', () => {
    expect(fileNameOf(`attachment; filename="will.pdf"; filename*=UTF-8''%E0%A4`, 'x.pdf')).toBe('will.pdf');
  });

  it('gives the default without a header or a name, and never a path', () => {
    expect(fileNameOf(null, defaultFileName('pdf'))).toBe('will.pdf');
    expect(fileNameOf('attachment', defaultFileName('docx'))).toBe('will.docx');
    expect(fileNameOf('attachment; filename=""', 'will.pdf')).toBe('will.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'will.pdf')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%5Cwill.pdf`, 'x.pdf')).toBe('will.pdf');
  });
});

describe('formatSize', () => {
  it('shows kilobytes with one decimal, never 0 for a file that has bytes', () => {
    expect(formatSize(12_595)).toBe('12.3 KB');
    expect(formatSize(1_536_000)).toBe('1,500.0 KB');
    expect(formatSize(20)).toBe('0.1 KB');
    expect(formatSize(0)).toBe('0.0 KB');
  });
});

describe('shortFingerprint', () => {
  it('shows the first 12 hex digits', () => {
    expect(shortFingerprint('3f786850e387550fdab836ed7e6dc881de23001b')).toBe('3f786850e387');
  });
});
