import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { decodeUpload, sniff } from './uploads.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const b64 = (bytes: Buffer) => bytes.toString('base64');
const pdfOnly = ['application/pdf'] as const;

/** The AppError a refused upload throws (a test fails if nothing is thrown). */
async function refusal(options: Parameters<typeof decodeUpload>[0]): Promise<AppError> {
  try {
    await decodeUpload(options);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

describe('uploads', () => {
  it('takes the type from the bytes, not the name', async () => {
    expect(sniff(PNG)).toBe('image/png');
    expect(sniff(PDF)).toBe('application/pdf');
    expect(sniff(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
    await expect(decodeUpload({ fileName: 'scan.pdf', fileData: b64(PNG), allowed: pdfOnly })).rejects.toThrow('Invalid PDF file format.');
    expect(await refusal({ fileName: 'page.pdf', fileData: b64(Buffer.from('<html></html>')), allowed: pdfOnly })).toMatchObject({
      code: 'invalid_pdf',
      httpStatus: 400,
    });
    expect(await refusal({ fileName: 'page.gif', fileData: b64(PDF), allowed: ['image/png', 'image/jpeg'] })).toMatchObject({
      code: 'file_type',
      message: expect.stringMatching(/not an allowed type \(PNG, JPEG\)/),
    });
    expect((await decodeUpload({ fileName: 'deed.pdf', fileData: b64(PDF), allowed: pdfOnly })).contentType).toBe('application/pdf');
  });

  it('refuses an oversized file before decoding it', async () => {
    const big = 'A'.repeat(Math.ceil(((5 * 1024 * 1024 + 10) * 4) / 3));
    expect(await refusal({ fileName: 'big.pdf', fileData: big, allowed: pdfOnly })).toMatchObject({
      code: 'file_too_large',
      httpStatus: 413,
      message: expect.stringMatching(/too large: each file may be at most 5 MB/),
    });
  });

  it('refuses PDFs with JavaScript (also hidden as #xx escapes), launch actions or encryption', async () => {
    for (const body of ['/JavaScript (app.alert(1))', '/J#61vaScript (x)', '/S /Launch', '/Encrypt 5 0 R']) {
      const pdf = Buffer.from(`%PDF-1.7\n1 0 obj << ${body} >> endobj\n%%EOF`);
      expect(await refusal({ fileName: 'x.pdf', fileData: b64(pdf), allowed: pdfOnly }), body).toMatchObject({
        code: 'unsafe_file',
        message: expect.stringMatching(/was refused/),
      });
    }
  });

  it('keeps a file name only as a label', async () => {
    const upload = await decodeUpload({
      fileName: '../../etc/passwd.pdf',
      fileData: `data:application/pdf;base64,${b64(PDF)}`,
      allowed: pdfOnly,
    });
    expect(upload.fileName).not.toContain('/');
    expect(upload.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses data that is not base64', async () => {
    await expect(decodeUpload({ fileName: 'x.pdf', fileData: '%%%not base64%%%', allowed: pdfOnly })).rejects.toThrow(/not valid base64/);
  });
});
