import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { type PDFContext, type PDFDict, PDFDocument, PDFName, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { decodeUpload } from './uploads.ts';

// Issue 24 §1: active content hidden in compressed object streams passed the byte search. Each case is
// uploaded plain, with qpdf's compressed streams, with pdf-lib's object streams, and as qpdf writes it with
// `--object-streams=generate --compress-streams=y` (CI installs qpdf; without it those cases fail softly).

type Build = (doc: PDFDocument) => void;
const ctx = (doc: PDFDocument) => doc.context;
const dict = (context: PDFContext, entries: Record<string, unknown>) => context.obj(entries as never) as unknown as PDFDict;
const set = (target: PDFDict, key: string, value: PDFObject) => target.set(PDFName.of(key), value);
const javascript = (context: PDFContext) => dict(context, { S: 'JavaScript', JS: context.obj('app.alert(1)' as never) });

/** An annotation on the first page. */
function annotate(doc: PDFDocument, annotation: Record<string, unknown>) {
  const page = doc.getPage(0);
  const ref = doc.context.register(dict(doc.context, { Type: 'Annot', Rect: [0, 0, 50, 50], ...annotation }));
  set(page.node, 'Annots', doc.context.obj([ref]));
}

const ACTIVE: Record<string, Build> = {
  'JavaScript on open': (doc) => set(doc.catalog, 'OpenAction', javascript(ctx(doc))),
  'a launch on open': (doc) => set(doc.catalog, 'OpenAction', dict(ctx(doc), { S: 'Launch', F: 'calc.exe' })),
  'a web address opened by itself': (doc) => set(doc.catalog, 'OpenAction', dict(ctx(doc), { S: 'URI', URI: 'https://x.invalid' })),
  'another file opened by itself': (doc) => set(doc.catalog, 'OpenAction', dict(ctx(doc), { S: 'GoToR', F: 'other.pdf', D: [0, 'Fit'] })),
  'JavaScript chained after a harmless action': (doc) =>
    set(doc.catalog, 'OpenAction', dict(ctx(doc), { S: 'GoTo', D: [doc.getPage(0).ref, 'Fit'], Next: javascript(ctx(doc)) })),
  'a document-level trigger': (doc) =>
    set(doc.catalog, 'AA', dict(ctx(doc), { WC: dict(ctx(doc), { S: 'URI', URI: 'https://x.invalid' }) })),
  'a page-open trigger': (doc) =>
    set(doc.getPage(0).node, 'AA', dict(ctx(doc), { O: dict(ctx(doc), { S: 'URI', URI: 'https://x.invalid' }) })),
  'JavaScript behind a link': (doc) => annotate(doc, { Subtype: 'Link', A: javascript(ctx(doc)) }),
  'a launch behind a link': (doc) => annotate(doc, { Subtype: 'Link', A: dict(ctx(doc), { S: 'Launch', F: 'cmd.exe' }) }),
  'a rich-media annotation': (doc) => annotate(doc, { Subtype: 'RichMedia' }),
  'a file attachment': (doc) => annotate(doc, { Subtype: 'FileAttachment', FS: dict(ctx(doc), { Type: 'Filespec', F: 'a.exe' }) }),
  'a form field running JavaScript': (doc) => {
    const field = doc.context.register(
      dict(ctx(doc), { FT: 'Tx', T: ctx(doc).obj('name' as never), AA: dict(ctx(doc), { K: javascript(ctx(doc)) }) }),
    );
    set(doc.catalog, 'AcroForm', dict(ctx(doc), { Fields: [field] }));
  },
  'an XFA form': (doc) =>
    set(doc.catalog, 'AcroForm', dict(ctx(doc), { Fields: [], XFA: doc.context.register(doc.context.stream('<xdp/>')) })),
  'a document-level script in the name tree': (doc) =>
    set(
      doc.catalog,
      'Names',
      dict(ctx(doc), { JavaScript: dict(ctx(doc), { Names: [ctx(doc).obj('s' as never), javascript(ctx(doc))] }) }),
    ),
  'an embedded file in the name tree': (doc) => {
    const file = doc.context.register(doc.context.stream('MZ', { Type: 'EmbeddedFile' }));
    const spec = dict(ctx(doc), { Type: 'Filespec', F: 'a.exe', EF: dict(ctx(doc), { F: file }) });
    set(doc.catalog, 'Names', dict(ctx(doc), { EmbeddedFiles: dict(ctx(doc), { Names: [ctx(doc).obj('a.exe' as never), spec] }) }));
  },
};

const HARMLESS: Record<string, Build> = {
  'a plain page': () => undefined,
  'a link the reader clicks': (doc) => annotate(doc, { Subtype: 'Link', A: dict(ctx(doc), { S: 'URI', URI: 'https://example.org' }) }),
  'a page to open on': (doc) => set(doc.catalog, 'OpenAction', ctx(doc).obj([doc.getPage(0).ref, 'Fit'] as never)),
};

const hasQpdf = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).error === undefined;

/** qpdf's rewrite: with compressed object streams, the probe's recipe, or with compressed streams only. */
function qpdf(pdf: Uint8Array, objectStreams: 'generate' | 'disable'): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'vasiyat-pdf-'));
  try {
    writeFileSync(join(folder, 'in.pdf'), pdf);
    const result = spawnSync(
      'qpdf',
      [`--object-streams=${objectStreams}`, '--compress-streams=y', '--min-version=1.5', 'in.pdf', 'out.pdf'],
      { cwd: folder },
    );
    if (result.status !== 0 && result.status !== 3) throw new Error(`qpdf failed: ${result.stderr}`);
    return readFileSync(join(folder, 'out.pdf'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const VARIANTS = {
  plain: async (doc: PDFDocument) => Buffer.from(await doc.save({ useObjectStreams: false })),
  'compressed streams (qpdf)': async (doc: PDFDocument) => qpdf(await doc.save({ useObjectStreams: false }), 'disable'),
  'object streams (pdf-lib)': async (doc: PDFDocument) => Buffer.from(await doc.save({ useObjectStreams: true })),
  'object streams (qpdf)': async (doc: PDFDocument) => qpdf(await doc.save({ useObjectStreams: false }), 'generate'),
} as const;

async function build(make: Build, variant: keyof typeof VARIANTS): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Deed', { x: 20, y: 100 });
  make(doc);
  return VARIANTS[variant](doc);
}

async function outcome(bytes: Buffer, allowed: Parameters<typeof decodeUpload>[0]['allowed'] = ['application/pdf']) {
  try {
    await decodeUpload({ fileName: 'deed.pdf', fileData: bytes.toString('base64'), allowed });
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

const variants = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[];
const cases = (table: Record<string, Build>) =>
  Object.entries(table).flatMap(([name, make]) => variants.map((variant) => ({ name, make, variant })));

describe('PDF active content, wherever it sits and however it is packed', () => {
  it.each(cases(ACTIVE))('refuses $name ($variant)', async ({ make, variant }) => {
    if (variant.includes('qpdf') && !hasQpdf) return expect.soft(hasQpdf, 'qpdf is not installed').toBe(true);
    const bytes = await build(make, variant);
    if (variant.startsWith('object')) expect(bytes.includes('/ObjStm')).toBe(true);
    expect(await outcome(bytes)).toEqual({
      code: 'unsafe_file',
      message: expect.stringMatching(/^File "deed\.pdf" was refused: the PDF /),
    });
  });

  it.each(cases(HARMLESS))('accepts $name ($variant)', async ({ make, variant }) => {
    if (variant.includes('qpdf') && !hasQpdf) return expect.soft(hasQpdf, 'qpdf is not installed').toBe(true);
    expect(await outcome(await build(make, variant))).toBe('accepted');
  });

  it('refuses a malformed or truncated PDF with the upload refusal, never a crash', async () => {
    const good = await build(() => undefined, 'object streams (pdf-lib)');
    const broken = [
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R'),
      Buffer.from('%PDF-1.4 garbage, no objects at all'),
      // An object stream whose compressed data is not Flate: what cannot be unpacked cannot be checked.
      Buffer.from(
        '%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 10 >> stream\n0123456789\nendstream endobj\n',
      ),
      good.subarray(0, Math.floor(good.length / 2)),
    ];
    for (const bytes of broken) {
      expect(await outcome(bytes)).toEqual({ code: 'invalid_pdf', message: 'Invalid PDF file format.' });
      expect(await outcome(bytes, ['application/pdf', 'image/png'])).toEqual({
        code: 'file_type',
        message: 'File "deed.pdf" is not a readable PDF.',
      });
    }
  });

  it('refuses an object stream that unpacks to more than 16 MB (a zip bomb) without unpacking it all', async () => {
    // A valid object stream: one dictionary, then 40 MB of spaces that deflate to a few kilobytes.
    const contents = Buffer.concat([Buffer.from('3 0 << /Type /Annot >>'), Buffer.alloc(40 * 1024 * 1024, 0x20)]);
    const packed = deflateSync(contents, { level: 9 });
    const bomb = Buffer.concat([
      Buffer.from(`%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >> stream\n`),
      packed,
      Buffer.from('\nendstream endobj\n2 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 2 0 R >>\n%%EOF'),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await outcome(bomb)).toEqual({ code: 'invalid_pdf', message: 'Invalid PDF file format.' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
