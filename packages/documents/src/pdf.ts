// Will → PDF with Typst (DESIGN §8). The template (will.typ) is fixed; the will goes in as JSON through
// sys.inputs, so user text is data, never markup. Compilation is synchronous and takes tens of
// milliseconds: a server renders through createPdfRenderer, which compiles on worker threads.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { withoutInvisibles } from '@vasiyat/contract';
import { FONT_WEIGHTS, fontData, hasGlyph, SCRIPT_SCALE, scriptFamilies } from './fonts.ts';
import { parsePageNumbering, type TBlock, type TWillDocument, type TWillDocumentInput, ZWillDocument } from './model.ts';
import { justifies, LANGUAGE_SCRIPT, runLanguage, SCRIPTS, splitScripts } from './scripts.ts';

/**
 * PDF/A-2b: the archival profile, fit for a document kept for decades. Typst also refuses to write it
 * when a character has no glyph in any face, which is how a missing glyph becomes an error here.
 */
export const PDF_STANDARD = 'a-2b';

export class PdfRenderError extends Error {
  readonly summary: string;
  readonly diagnostics: readonly string[];
  constructor(summary: string, diagnostics: readonly string[]) {
    super(diagnostics.length > 0 ? `${summary}: ${diagnostics.join('; ')}` : summary);
    this.name = 'PdfRenderError';
    this.summary = summary;
    this.diagnostics = diagnostics;
  }
}

type TRun = { t: string; l: string };
type TLanguage = TWillDocument['metadata']['language'];

/** A text as runs of one script each; a text wholly in the document's language stays a plain string (most are). */
function runsOf(text: string, language: TLanguage): TRun[] | string {
  const runs = splitScripts(text, LANGUAGE_SCRIPT[language]).map((run) => ({ t: run.text, l: runLanguage(run.script, language) }));
  return runs.length === 1 && runs[0]!.l === language ? runs[0]!.t : runs;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** A word longer than this many letters cannot fit a table column: it gets a place to break every LONG_WORD_CHUNK. */
const LONG_WORD = 30;
const LONG_WORD_CHUNK = 15;
/**
 * The words that may be longer than LONG_WORD letters: a letter (grapheme) is one code point or more, so a word of
 * at most LONG_WORD code points is never too long, and only the rest are cut into letters (Intl.Segmenter on every
 * word of a large will cost it 100 ms).
 */
const MAYBE_LONG_WORD = new RegExp(`\\S{${LONG_WORD + 1},}`, 'gu');

/**
 * Text as the faces can draw it (issue 24): a character no face has (an emoji, a Chinese character in a legacy
 * name) becomes U+FFFD instead of failing the whole will, an invisible one none has is left out, and a word too
 * long for the page (95 letters, no space) gets zero-width spaces to break at, between letters, never inside one.
 */
function printable(text: string): string {
  // Bidirectional controls and zero-width characters saved before the contract dropped them (issue 24) do not reorder
  // or hide letters on the deed either.
  let drawn = withoutInvisibles(text);
  if (!everyCharacterDrawn(drawn)) {
    let kept = '';
    for (const char of drawn) {
      const code = char.codePointAt(0)!;
      if (code < 0x20 || hasGlyph(code)) kept += char;
      else if (!IGNORABLE.test(char)) kept += '\ufffd';
    }
    drawn = kept;
  }
  if (drawn.length <= LONG_WORD) return drawn;
  return drawn.replace(MAYBE_LONG_WORD, (word) => {
    const letters = [...graphemes.segment(word)].map((part) => part.segment);
    if (letters.length <= LONG_WORD) return word;
    return letters.map((letter, index) => (index > 0 && index % LONG_WORD_CHUNK === 0 ? `\u200b${letter}` : letter)).join('');
  });
}

/** Whether a face draws every character of the text (almost every text: then printable keeps it as it is). */
function everyCharacterDrawn(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate (a character outside the BMP: an emoji, a rare Han character) takes the slow way.
    if (code >= 0xd800 && code <= 0xdfff) return false;
    if (code >= 0x20 && !hasGlyph(code)) return false;
  }
  return true;
}

/** Each language's faces, its script's own first (fonts.ts): the document's, and those of runs in other scripts. */
const FONTS_BY_LANGUAGE = Object.fromEntries(
  (Object.keys(LANGUAGE_SCRIPT) as TLanguage[]).map((language) => [language, scriptFamilies(LANGUAGE_SCRIPT[language])]),
);
/** Each language's face scale (fonts.ts SCRIPT_SCALE), 1 for most. */
const SCALE_BY_LANGUAGE = Object.fromEntries(
  (Object.keys(LANGUAGE_SCRIPT) as TLanguage[]).map((language) => [language, SCRIPT_SCALE[LANGUAGE_SCRIPT[language]] ?? 1]),
);

/** The template's input: the will with every text cut into script runs. */
function toTemplateInput(doc: TWillDocument) {
  const { language } = doc.metadata;
  const t = (text: string) => runsOf(printable(text), language);
  const block = (b: TBlock) =>
    b.type === 'paragraph'
      ? { type: b.type, text: t(b.text) }
      : {
          type: b.type,
          columns: b.columns.map((c) => ({ header: t(c.header), width: c.width, align: c.align })),
          rows: b.rows.map((row) => row.map(t)),
        };
  const [year, month, day] = doc.metadata.date.split('-').map(Number);
  const { cover, signatures, appendix } = doc;
  return {
    lang: language,
    justify: justifies(language),
    fonts: FONTS_BY_LANGUAGE,
    scale: SCALE_BY_LANGUAGE,
    meta: { ...doc.metadata, date: { year, month, day } },
    title: t(doc.title),
    subtitle: doc.subtitle === undefined ? null : t(doc.subtitle),
    header: t(doc.header),
    footer: {
      signature: t(doc.footer.signature),
      pageNumbering: parsePageNumbering(doc.footer.pageNumbering).map((part) => ('text' in part ? { text: t(part.text) } : part)),
      witnessInitials: doc.footer.witnessInitials.map(t),
    },
    draft: doc.draft ? { mark: t(doc.draft.mark) } : null,
    pagesStatement: doc.pagesStatement
      ? parsePageNumbering(doc.pagesStatement).map((part) => ('text' in part ? { text: t(part.text) } : part))
      : null,
    cover: cover
      ? {
          title: t(cover.title),
          notice: t(cover.notice),
          labels: {
            level: t(cover.labels.level),
            finding: t(cover.labels.finding),
            legalBasis: t(cover.labels.legalBasis),
            levels: { blocker: t(cover.labels.levels.blocker), warning: t(cover.labels.levels.warning), note: t(cover.labels.levels.note) },
          },
          findings: cover.findings.map((f) => ({ level: f.level, text: t(f.text), legalBasis: t(f.legalBasis) })),
        }
      : null,
    clauses: doc.clauses.map((c) => ({ heading: t(c.heading), blocks: c.blocks.map(block) })),
    execution: {
      date: { label: t(doc.execution.date.label), value: t(doc.execution.date.value) },
      place: { label: t(doc.execution.place.label), value: t(doc.execution.place.value) },
    },
    attestation: doc.attestation === undefined ? null : t(doc.attestation),
    signatures: {
      testator: {
        role: t(signatures.testator.role),
        name: t(signatures.testator.name),
        thumbImpression: signatures.testator.thumbImpression ? { label: t(signatures.testator.thumbImpression.label) } : null,
      },
      witnesses: signatures.witnesses.map((w) => ({
        role: t(w.role),
        name: t(w.name),
        address: t(w.address),
        parentage: t(w.parentage),
        age: t(w.age),
        occupation: t(w.occupation),
      })),
      labels: {
        signature: t(signatures.labels.signature),
        name: t(signatures.labels.name),
        address: t(signatures.labels.address),
        parentage: t(signatures.labels.parentage),
        age: t(signatures.labels.age),
        occupation: t(signatures.labels.occupation),
      },
    },
    appendix: appendix
      ? { title: t(appendix.title), sections: appendix.sections.map((s) => ({ heading: t(s.heading), paragraphs: s.paragraphs.map(t) })) }
      : null,
  };
}

const template = readFileSync(new URL('./will.typ', import.meta.url), 'utf8');

let compiler: NodeCompiler | undefined;

function getCompiler(): NodeCompiler {
  if (!compiler) {
    // Exactly our font files, no system fonts: the output must not depend on the machine.
    const fontBlobs = SCRIPTS.flatMap((script) => FONT_WEIGHTS.map((weight) => fontData(script, weight)));
    compiler = NodeCompiler.create({ workspace: new URL('.', import.meta.url).pathname, fontArgs: [{ fontBlobs }] });
  }
  return compiler;
}

function messages(diagnostics: unknown[] | undefined): string[] {
  return (diagnostics ?? []).map((d) => String((d as { message?: unknown }).message ?? d));
}

/** Renders the will to PDF/A bytes on the calling thread (synchronous; prefer createPdfRenderer in a server). */
export function renderPdf(input: TWillDocumentInput): Uint8Array {
  const doc = ZWillDocument.parse(input);
  const typst = getCompiler();
  const result = typst.compile({ mainFileContent: template, inputs: { data: JSON.stringify(toTemplateInput(doc)) } });
  try {
    if (result.hasError()) throw new PdfRenderError('Typst could not compile the will', messages(result.takeError()?.shortDiagnostics));
    // Any warning (an unknown font family above all) means the output is not what the template intends.
    const warnings = messages(result.takeWarnings()?.shortDiagnostics);
    if (warnings.length > 0) throw new PdfRenderError('Typst warned while compiling the will', warnings);
    const compiled = result.result;
    if (!compiled) throw new PdfRenderError('Typst returned no document', []);
    try {
      return new Uint8Array(typst.pdf(compiled, { pdfStandard: PDF_STANDARD }));
    } catch (error) {
      // Typst reports PDF/A violations (a character no face can draw) as a thrown list of diagnostics.
      throw new PdfRenderError('Typst could not write the PDF', [String(error)]);
    }
  } finally {
    // Keep memory bounded across many wills: drop cached results not used in the last few compilations.
    typst.evictCache(10);
  }
}

export type TPdfRenderer = {
  render(input: TWillDocumentInput): Promise<Uint8Array>;
  /** Lets the renders under way finish, then ends the workers. */
  close(): Promise<void>;
};

export type TWorkerRequest = { id: number; input: TWillDocumentInput };
export type TWorkerResponse =
  | { id: number; pdf: Uint8Array }
  | { id: number; error: { message: string; summary?: string; diagnostics?: string[] } };

type TJob = TWorkerRequest & { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void };

const workerUrl = new URL(`./pdf-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

function startWorker(): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl);
  // Running from TypeScript source (dev, tests, `node --import tsx`): on Node 20 a worker does not get
  // the parent's tsx hooks in time for its entry module, so it registers tsx itself before importing it.
  // tsx is resolved here, from this package, so the worker finds it whatever the process's working directory.
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** A pool of worker threads, each with its own Typst compiler, rendering one will at a time. */
export function createPdfRenderer(options: { workers?: number } = {}): TPdfRenderer {
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const queue: TJob[] = [];
  const running = new Map<Worker, TJob>();
  const idle: Worker[] = [];
  const workers = new Set<Worker>();
  const pending = new Set<Promise<unknown>>();
  let nextId = 1;
  let closing = false;

  const dispatch = () => {
    while (queue.length > 0 && idle.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ id: job.id, input: job.input } satisfies TWorkerRequest);
    }
  };

  const addWorker = () => {
    const worker = startWorker();
    workers.add(worker);
    idle.push(worker);
    worker.on('message', (response: TWorkerResponse) => {
      const job = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if ('pdf' in response) job?.resolve(response.pdf);
      else {
        const { message, summary, diagnostics } = response.error;
        job?.reject(summary !== undefined ? new PdfRenderError(summary, diagnostics ?? []) : new Error(message));
      }
      dispatch();
    });
    // A worker that dies (out of memory, a crash in the native compiler) fails its will and is replaced.
    worker.on('error', (error: Error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
      workers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closing) addWorker();
      dispatch();
    });
  };
  for (let i = 0; i < size; i++) addWorker();

  return {
    render(input) {
      if (closing) return Promise.reject(new Error('the PDF renderer is closed'));
      const rendered = new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
      const settled = rendered.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return rendered;
    },
    async close() {
      closing = true;
      await Promise.all(pending);
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
