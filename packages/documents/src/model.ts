// The will as a document: what both renderers (pdf.ts, docx.ts) draw, and nothing about how. Every
// text is a plain string in the document's language; words a renderer writes itself ("Page", "of",
// "Name") come from here too, so a translated will needs no renderer change.
import { DEED_LANGUAGES, type TDeedLanguage } from '@vasiyat/contract';
import { z } from 'zod';

/** The languages a deed is offered in: the contract's language registry's rows with `deed`. */
export const DOCUMENT_LANGUAGES = DEED_LANGUAGES;
export type TDocumentLanguage = TDeedLanguage;

/** A line of text as the user or the template wrote it: never markup. */
const ZText = z.string();

export const ZDocumentMetadata = z.object({
  title: ZText,
  author: ZText,
  language: z.enum(DOCUMENT_LANGUAGES as [TDocumentLanguage, ...TDocumentLanguage[]]),
  subject: ZText,
  keywords: z.array(ZText),
  /** The will's date (yyyy-mm-dd). Written as the file's creation date, so the same inputs give the same bytes. */
  date: z.iso.date(),
});
export type TDocumentMetadata = z.infer<typeof ZDocumentMetadata>;

export const ZParagraphBlock = z.object({ type: z.literal('paragraph'), text: ZText });
export type TParagraphBlock = z.infer<typeof ZParagraphBlock>;

export const ZTableColumn = z.object({
  header: ZText,
  /** Share of the table's width, relative to the other columns. */
  width: z.number().positive(),
  align: z.enum(['left', 'right', 'center']).default('left'),
});

/** A schedule: assets, shares. Every row has one cell per column. */
export const ZTableBlock = z
  .object({
    type: z.literal('table'),
    columns: z.array(ZTableColumn).min(1),
    rows: z.array(z.array(ZText)),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), { message: 'every row needs one cell per column' });
export type TTableBlock = z.infer<typeof ZTableBlock>;

export const ZBlock = z.union([ZParagraphBlock, ZTableBlock]);
export type TBlock = z.infer<typeof ZBlock>;

export const ZClause = z.object({ heading: ZText, blocks: z.array(ZBlock) });
export type TClause = z.infer<typeof ZClause>;

export const FINDING_LEVELS = ['blocker', 'warning', 'note'] as const;
export type TFindingLevel = (typeof FINDING_LEVELS)[number];

/** The will check's result, printed on a page before the deed; it is not part of the will. */
export const ZCoverPage = z.object({
  title: ZText,
  /** Says that this page is not part of the will and should be removed before signing. */
  notice: ZText,
  labels: z.object({
    level: ZText,
    finding: ZText,
    legalBasis: ZText,
    levels: z.object({ blocker: ZText, warning: ZText, note: ZText }),
  }),
  findings: z.array(z.object({ level: z.enum(FINDING_LEVELS), text: ZText, legalBasis: ZText })),
});
export type TCoverPage = z.infer<typeof ZCoverPage>;

const ZLabelledLine = z.object({ label: ZText, value: ZText });

/** A witness's block: the name and what identifies them; an empty text leaves a line to fill in ink. */
export const ZWitness = z.object({
  role: ZText,
  name: ZText,
  address: ZText,
  parentage: ZText.default(''),
  age: ZText.default(''),
  occupation: ZText.default(''),
});
export type TWitness = z.infer<typeof ZWitness>;

export const ZSignatures = z.object({
  testator: z.object({
    role: ZText,
    name: ZText,
    /**
     * The testator marks with a thumb impression (Indian Succession Act s.63(a): "his mark"): a box for it instead of
     * the signature line. One or the other, chosen by the facts, never both.
     */
    thumbImpression: z.object({ label: ZText }).optional(),
  }),
  /** Indian Succession Act s.63(c): at least two attesting witnesses (a Muslim will: witnesses are evidence, not form). */
  witnesses: z.array(ZWitness).min(2),
  labels: z.object({
    signature: ZText,
    name: ZText,
    address: ZText,
    parentage: ZText.default(''),
    age: ZText.default(''),
    occupation: ZText.default(''),
  }),
});
export type TSignatures = z.infer<typeof ZSignatures>;

/** "Page {page} of {pages}" in the document's language; both placeholders must appear. */
const ZPageNumbering = z.string().refine((s) => s.includes('{page}') && s.includes('{pages}'), { message: 'needs {page} and {pages}' });
/** "This will consists of {pages} pages." in the document's language: the deed's own pages, counted when it is drawn. */
const ZPagesStatement = z.string().refine((s) => s.includes('{pages}'), { message: 'needs {pages}' });

export const ZAppendix = z.object({
  title: ZText,
  sections: z.array(z.object({ heading: ZText, paragraphs: z.array(ZText) })),
});
export type TAppendix = z.infer<typeof ZAppendix>;

export const ZWillDocument = z.object({
  metadata: ZDocumentMetadata,
  title: ZText,
  subtitle: ZText.optional(),
  cover: ZCoverPage.optional(),
  /** Running header on every page of the deed. */
  header: ZText,
  footer: z.object({
    /** Printed beside a line on every page, where the testator signs or initials each page. */
    signature: ZText,
    pageNumbering: ZPageNumbering,
    /** The witnesses initial every page too: one short line for each, after the testator's. */
    witnessInitials: z.array(ZText).default([]),
  }),
  /**
   * A will with a must-fix finding is a draft: this mark is printed across every page (in the will's language and in
   * English), so no one can take it for a deed ready to sign.
   */
  draft: z.object({ mark: ZText }).optional(),
  clauses: z.array(ZClause).min(1),
  /** Printed after the last clause: how many pages the deed has, so none can be added or taken away. */
  pagesStatement: ZPagesStatement.optional(),
  /** Date and place of signing: an empty value leaves a line to write on in ink (a will is dated the day it is signed). */
  execution: z.object({ date: ZLabelledLine, place: ZLabelledLine }),
  /** A short attestation above the witnesses' signatures, when the clauses do not already recite it. */
  attestation: ZText.optional(),
  signatures: ZSignatures,
  appendix: ZAppendix.optional(),
});
/** What a caller builds (defaults may be left out). */
export type TWillDocumentInput = z.input<typeof ZWillDocument>;
/** What the renderers draw, after `ZWillDocument.parse`. */
export type TWillDocument = z.infer<typeof ZWillDocument>;

export type TPageNumberingPart = { text: string } | { field: 'page' | 'pages' };

/** Splits "Page {page} of {pages}" into words and the two numbers a renderer fills in. */
export function parsePageNumbering(pattern: string): TPageNumberingPart[] {
  return pattern
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part !== '')
    .map((part) => (part === '{page}' ? { field: 'page' } : part === '{pages}' ? { field: 'pages' } : { text: part }));
}
