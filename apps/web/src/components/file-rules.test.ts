import { MAX_FILE_BYTES } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { base64OfDataUrl, checkPickedFiles, formatFileSize, isAcceptedType, readFileAsBase64 } from './file-rules.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file rules', () => {
  it('takes only PDFs for documents, images or PDFs for identification, images (JPEG, PNG, GIF) for a photo', () => {
    expect(isAcceptedType(file('will.pdf', 'application/pdf'), 'pdf')).toBe(true);
    expect(isAcceptedType(file('scan.png', 'image/png'), 'pdf')).toBe(false);
    expect(isAcceptedType(file('scan.png', 'image/png'), 'image-or-pdf')).toBe(true);
    expect(isAcceptedType(file('aadhaar.pdf', 'application/pdf'), 'image-or-pdf')).toBe(true);
    expect(
      isAcceptedType(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'image-or-pdf'),
    ).toBe(false);
    expect(isAcceptedType(file('me.jpg', 'image/jpeg'), 'image')).toBe(true);
    expect(isAcceptedType(file('me.gif', 'image/gif'), 'image')).toBe(true);
    expect(isAcceptedType(file('me.webp', 'image/webp'), 'image')).toBe(false);
    // Some systems give no type: the extension decides.
    expect(isAcceptedType(file('deed.PDF', ''), 'pdf')).toBe(true);
  });

  it('reports a wrong type, a file over 5 MB and files beyond the count, and keeps the rest', () => {
    const picked = [
      file('a.pdf', 'application/pdf'),
      file('b.png', 'image/png'),
      file('big.pdf', 'application/pdf', MAX_FILE_BYTES + 1),
      file('c.pdf', 'application/pdf'),
      file('d.pdf', 'application/pdf'),
    ];
    const { accepted, problems } = checkPickedFiles(1, picked, { accept: 'pdf', maxFiles: 3 });
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(problems).toEqual([
      { kind: 'type', fileName: 'b.png', code: 'invalid_pdf' },
      { kind: 'size', fileName: 'big.pdf', code: 'file_too_large' },
      { kind: 'count', fileName: 'd.pdf' },
    ]);
  });

  it('accepts a file of exactly 5 MB', () => {
    expect(checkPickedFiles(0, [file('x.pdf', 'application/pdf', MAX_FILE_BYTES)], { accept: 'pdf' }).accepted).toHaveLength(1);
  });

  it('sends bare base64, without the data: prefix', async () => {
    expect(base64OfDataUrl('data:application/pdf;base64,JVBERi0=')).toBe('JVBERi0=');
    expect(await readFileAsBase64(new Blob(['%PDF-'], { type: 'application/pdf' }))).toBe(btoa('%PDF-'));
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
