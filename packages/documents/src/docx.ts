// Will → DOCX with the `docx` package (DESIGN §8), for testators and lawyers who edit before signing.
// Word and LibreOffice shape Indic text themselves when the file is opened, so what matters here is
// that every run names its complex-script face and language, and that those faces travel embedded
// in the file: a reader without Noto installed then sees the same letters as in the PDF.

import { languageDefinition, withoutInvisibles } from '@vasiyat/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HeightRule,
  type ISectionOptions,
  type ITableBordersOptions,
  LeaderType,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
// docx's attribute writing, made fast before any document is written (docx-attributes.ts).
import './docx-attributes.ts';
import { packWithFonts } from './docx-fonts.ts';
import { FONT_FAMILIES, SCRIPT_SCALE } from './fonts.ts';
import {
  parsePageNumbering,
  type TBlock,
  type TDocumentLanguage,
  type TWillDocument,
  type TWillDocumentInput,
  ZWillDocument,
} from './model.ts';
import { justifies, LANGUAGE_SCRIPT, runLanguage, splitScripts, type TScript } from './scripts.ts';

// A4 and the PDF's margins, in twentieths of a point.
const MM = 56.7;
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: Math.round(26 * MM), bottom: Math.round(24 * MM), left: Math.round(25 * MM), right: Math.round(20 * MM) };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const PAGE_PROPERTIES = { size: PAGE, margin: { ...MARGIN, header: 560, footer: 560 } };

// Font sizes in half-points, as Word counts them; the same points as will.typ.
const SIZE = { body: 21, small: 17, table: 19, heading: 22, title: 34, subtitle: 24, coverTitle: 30 };
const MUTED = '464646';
const RULE = '5A5A5A';
const DRAFT_RED = 'B3261E';
/** A line to write on in ink. */
const BLANK = '______________________';
const HEADER_FILL = 'EBEBEB';

/** BCP 47 tags as Word stores them: the language registry's. */
const languageTag = (language: TDocumentLanguage) => languageDefinition(language).tag;

const LATIN_FACE = FONT_FAMILIES.latn.family;

/** Fonts for a run: Noto Sans for Latin letters, digits and punctuation (as in the PDF), an Indic face for the complex-script slot. */
const runFonts = (complexFace: string) => ({ ascii: LATIN_FACE, hAnsi: LATIN_FACE, eastAsia: LATIN_FACE, cs: complexFace });

/**
 * Word reads the language of complex-script text from `w:bidi` and of the rest from `w:val`; an Indic
 * run sets both, so its digits and punctuation are checked in its language too.
 */
const runLanguageTags = (script: TScript, language: TDocumentLanguage) => {
  const tag = languageTag(runLanguage(script, language));
  return script === 'latn' ? { value: tag } : { value: tag, bidirectional: tag };
};

type TRunStyle = { bold?: boolean; size?: number; color?: string };

/**
 * The complex-script size (w:szCs) of a script's letters at a size: a script whose face draws small for its em
 * (fonts.ts SCRIPT_SCALE: Gujarati) is set larger, as the PDF sets it (will.typ), so its letters match the Latin
 * beside them. Word sizes Indic letters by w:szCs and Latin ones by w:sz, so one run holds both at their sizes.
 */
const complexSize = (script: TScript, size: number): { sizeComplexScript: number } | Record<string, never> => {
  const scale = SCRIPT_SCALE[script];
  return scale ? { sizeComplexScript: Math.round(size * scale) } : {};
};

/**
 * Builds the runs of one document, one per script. The document's own script inherits face and
 * language from the default style, so only runs in another script carry them: a will of 300 assets
 * stays a small file that is quick to write. Remembers the scripts used, so only their faces are embedded.
 */
class RunWriter {
  readonly scripts = new Set<TScript>(['latn']);
  readonly language: TDocumentLanguage;
  readonly ownScript: TScript;
  constructor(language: TDocumentLanguage) {
    this.language = language;
    this.ownScript = LANGUAGE_SCRIPT[language];
  }

  runs(text: string, style: TRunStyle = {}): TextRun[] {
    // Bidirectional controls saved before the contract dropped them (issue 24) do not reorder the deed in Word either.
    return splitScripts(withoutInvisibles(text), this.ownScript).map(({ script, text: part }) => {
      this.scripts.add(script);
      const foreign = script !== this.ownScript;
      return new TextRun({
        text: part,
        ...style,
        // A run without a size of its own takes its paragraph style's, whose w:szCs is already scaled for the
        // document's script (styles below); a run in another scaled script is scaled where its size is known.
        ...(style.size ? complexSize(script, style.size) : {}),
        font: foreign && script !== 'latn' ? runFonts(FONT_FAMILIES[script].family) : undefined,
        language: foreign ? runLanguageTags(script, this.language) : undefined,
      });
    });
  }
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};
const RULE_BORDER = { style: BorderStyle.SINGLE, size: 4, color: RULE } as const;
const RULE_BORDERS = {
  top: RULE_BORDER,
  bottom: RULE_BORDER,
  left: RULE_BORDER,
  right: RULE_BORDER,
  insideHorizontal: RULE_BORDER,
  insideVertical: RULE_BORDER,
};
/** The deed's own tables are ruled between rows only, as will.typ sets them. */
const ROW_RULES = { ...RULE_BORDERS, left: NO_BORDER, right: NO_BORDER, insideVertical: NO_BORDER };
const LINE = { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } as const;
const CELL_MARGINS = { top: 60, bottom: 60, left: 100, right: 100 };

const ALIGNMENT = { left: AlignmentType.LEFT, right: AlignmentType.RIGHT, center: AlignmentType.CENTER } as const;

/** A table with a shaded header row that repeats on every page it runs over, bordered (the will check) or ruled. */
function gridTable(widths: number[], header: Paragraph[], rows: Paragraph[][], borders: ITableBordersOptions = RULE_BORDERS): Table {
  const cell = (paragraph: Paragraph, shaded: boolean) =>
    new TableCell({ shading: shaded ? { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' } : undefined, children: [paragraph] });
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    margins: CELL_MARGINS,
    borders,
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: header.map((p) => cell(p, true)) }),
      ...rows.map((row) => new TableRow({ cantSplit: true, children: row.map((p) => cell(p, false)) })),
    ],
  });
}

function widthsOf(shares: number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => Math.round((share / total) * TEXT_WIDTH));
}

function scheduleTable(w: RunWriter, b: Extract<TBlock, { type: 'table' }>): Table {
  const text = (value: string, column: number, style: 'TableHeader' | 'TableText') =>
    new Paragraph({ style, alignment: ALIGNMENT[b.columns[column]!.align], children: w.runs(value) });
  return gridTable(
    widthsOf(b.columns.map((c) => c.width)),
    b.columns.map((c, i) => text(c.header, i, 'TableHeader')),
    b.rows.map((row) => row.map((value, i) => text(value, i, 'TableText'))),
    ROW_RULES,
  );
}

/** A body paragraph's alignment: justified, or flush left where the language's long words would gape (scripts.ts). */
const bodyAlignment = (w: RunWriter) => (justifies(w.language) ? AlignmentType.JUSTIFIED : AlignmentType.LEFT);

function paragraph(w: RunWriter, text: string, options: { keepNext?: boolean } = {}): Paragraph {
  return new Paragraph({ alignment: bodyAlignment(w), keepNext: options.keepNext, keepLines: true, children: w.runs(text) });
}

function coverChildren(w: RunWriter, cover: NonNullable<TWillDocument['cover']>): (Paragraph | Table)[] {
  const colour = { blocker: 'B3261E', warning: '8A5A00', note: MUTED } as const;
  const notice = { ...LINE, color: colour.blocker, space: 6 };
  const { labels } = cover;
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: w.runs(cover.title, { bold: true, size: SIZE.coverTitle }),
    }),
    new Paragraph({
      border: { top: notice, bottom: notice, left: notice, right: notice },
      spacing: { after: 240 },
      children: w.runs(cover.notice),
    }),
    gridTable(
      widthsOf([18, 50, 32]),
      [labels.level, labels.finding, labels.legalBasis].map((label) => new Paragraph({ style: 'TableHeader', children: w.runs(label) })),
      cover.findings.map((f) => [
        new Paragraph({ style: 'TableHeader', children: w.runs(labels.levels[f.level], { color: colour[f.level] }) }),
        new Paragraph({ style: 'TableText', children: w.runs(f.text) }),
        new Paragraph({ style: 'TableText', children: w.runs(f.legalBasis, { color: MUTED }) }),
      ]),
    ),
  ];
}

/**
 * Date, place, the testator's signature, the attestation clause and the witnesses, in one borderless
 * row that cannot split: Word and LibreOffice keep it on one page, as will.typ does.
 */
function executionBlock(w: RunWriter, doc: TWillDocument): Table {
  const { execution, signatures: s } = doc;
  const half = Math.round(TEXT_WIDTH / 2);
  const signatureLine = () => new Paragraph({ spacing: { before: 600 }, border: { bottom: LINE }, children: [] });
  // An empty value (a date and place of signing, a witness's occupation not recorded) is a line to write on in ink.
  const line = (label: string, value: string) =>
    new Paragraph({ spacing: { after: 80 }, children: [...w.runs(`${label}: `), ...w.runs(value || BLANK)] });
  const borderless = (children: (Paragraph | Table)[], options: { verticalAlign?: 'bottom' } = {}) =>
    new TableCell({ borders: NO_BORDERS, verticalAlign: options.verticalAlign, margins: { right: 400, bottom: 300 }, children });

  const thumb = s.testator.thumbImpression
    ? [
        new Table({
          width: { size: Math.round(30 * MM), type: WidthType.DXA },
          columnWidths: [Math.round(30 * MM)],
          rows: [
            new TableRow({
              height: { value: Math.round(34 * MM), rule: HeightRule.EXACT },
              children: [new TableCell({ children: [new Paragraph({ children: [] })] })],
            }),
          ],
        }),
        new Paragraph({ children: w.runs(s.testator.thumbImpression.label, { size: SIZE.small }) }),
      ]
    : [signatureLine()];

  // One block, chosen by the facts: the testator signs, or (s.63(a)) affixes a thumb impression as a mark.
  const testator = new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [half, TEXT_WIDTH - half],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          borderless([new Paragraph({ children: [] })]),
          borderless(
            [
              ...thumb,
              new Paragraph({ children: w.runs(s.testator.role, { bold: true }) }),
              new Paragraph({ children: w.runs(s.testator.name) }),
            ],
            { verticalAlign: 'bottom' },
          ),
        ],
      }),
    ],
  });

  const witnessCell = (witness: TWillDocument['signatures']['witnesses'][number]) =>
    borderless([
      new Paragraph({ children: w.runs(witness.role, { bold: true }) }),
      signatureLine(),
      new Paragraph({ children: w.runs(s.labels.signature, { size: SIZE.small, color: MUTED }) }),
      line(s.labels.name, witness.name),
      ...(s.labels.parentage ? [line(s.labels.parentage, witness.parentage)] : []),
      ...(s.labels.age ? [line(s.labels.age, witness.age)] : []),
      ...(s.labels.occupation ? [line(s.labels.occupation, witness.occupation)] : []),
      line(s.labels.address, witness.address),
    ]);
  const witnessRows: TableRow[] = [];
  for (let i = 0; i < s.witnesses.length; i += 2) {
    const cells = s.witnesses.slice(i, i + 2).map(witnessCell);
    if (cells.length === 1) cells.push(borderless([new Paragraph({ children: [] })]));
    witnessRows.push(new TableRow({ cantSplit: true, children: cells }));
  }

  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT_WIDTH],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            borders: NO_BORDERS,
            margins: { top: 400, left: 0, right: 0 },
            children: [
              line(execution.date.label, execution.date.value),
              line(execution.place.label, execution.place.value),
              testator,
              ...(doc.attestation === undefined
                ? []
                : [new Paragraph({ spacing: { before: 400 }, alignment: bodyAlignment(w), children: w.runs(doc.attestation) })]),
              new Table({
                width: { size: TEXT_WIDTH, type: WidthType.DXA },
                columnWidths: [half, TEXT_WIDTH - half],
                borders: NO_BORDERS,
                rows: witnessRows,
              }),
              new Paragraph({ children: [] }),
            ],
          }),
        ],
      }),
    ],
  });
}

/** A draft says so at the top of every page, in red: a must-fix finding is open. */
const draftLine = (w: RunWriter, draft: TWillDocument['draft']) =>
  draft ? [new Paragraph({ alignment: AlignmentType.CENTER, children: w.runs(draft.mark, { bold: true, color: DRAFT_RED }) })] : [];

function deedHeader(w: RunWriter, text: string, draft: TWillDocument['draft']): Header {
  return new Header({
    children: [
      ...draftLine(w, draft),
      new Paragraph({
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 } },
        children: w.runs(text, { size: SIZE.small, color: MUTED }),
      }),
    ],
  });
}

/**
 * The deed's page count: NUMPAGES when the deed is the whole file, SECTIONPAGES when a cover page or the
 * execution kit are sections of their own. Word computes both; LibreOffice (7.4) leaves SECTIONPAGES blank.
 */
function deedFooter(w: RunWriter, footer: TWillDocument['footer'], deedOnly: boolean): Footer {
  const size = SIZE.small;
  const pages = deedOnly ? PageNumber.TOTAL_PAGES : PageNumber.TOTAL_PAGES_IN_SECTION;
  const pageLabel = parsePageNumbering(footer.pageNumbering).flatMap((part) =>
    'text' in part ? w.runs(part.text, { size }) : [new TextRun({ children: [part.field === 'page' ? PageNumber.CURRENT : pages], size })],
  );
  return new Footer({
    children: [
      new Paragraph({
        // The first tab draws the line where the testator signs each page, the second right-aligns the page number.
        tabStops: [
          { type: TabStopType.LEFT, position: Math.round(TEXT_WIDTH * 0.62), leader: LeaderType.UNDERSCORE },
          { type: TabStopType.RIGHT, position: TEXT_WIDTH },
        ],
        children: [...w.runs(`${footer.signature}: `, { size }), new TextRun({ text: '\t\t', size }), ...pageLabel],
      }),
      // Both witnesses initial every page too.
      ...(footer.witnessInitials.length
        ? [
            new Paragraph({
              spacing: { before: 120 },
              children: footer.witnessInitials.flatMap((role) => [
                ...w.runs(`${role}: `, { size }),
                new TextRun({ text: `${BLANK}    `, size }),
              ]),
            }),
          ]
        : []),
    ],
  });
}

// The cover page and the execution kit are sections of their own, without the deed's header and footer (a draft's
// mark excepted).
const emptyHeaders = (w: RunWriter, draft: TWillDocument['draft']) => ({
  default: new Header({ children: draft ? draftLine(w, draft) : [new Paragraph({ children: [] })] }),
});
const emptyFooters = () => ({ default: new Footer({ children: [new Paragraph({ children: [] })] }) });

function styles(language: TDocumentLanguage) {
  const ownScript = LANGUAGE_SCRIPT[language];
  const base = { font: runFonts(FONT_FAMILIES[ownScript].family), language: runLanguageTags(ownScript, language), color: '000000' };
  return {
    default: {
      document: {
        run: { ...base, size: SIZE.body, ...complexSize(ownScript, SIZE.body) },
        paragraph: { spacing: { after: 140, line: 300 } },
      },
      heading1: {
        run: { ...base, bold: true, size: SIZE.heading, ...complexSize(ownScript, SIZE.heading) },
        paragraph: { spacing: { before: 300, after: 120 }, keepNext: true, keepLines: true },
      },
      heading2: {
        run: { ...base, bold: true, size: SIZE.body, ...complexSize(ownScript, SIZE.body) },
        paragraph: { spacing: { before: 240, after: 100 }, keepNext: true, keepLines: true },
      },
    },
    paragraphStyles: [
      {
        id: 'TableText',
        name: 'Table Text',
        basedOn: 'Normal',
        run: { size: SIZE.table, ...complexSize(ownScript, SIZE.table) },
        paragraph: { spacing: { after: 0, line: 276 } },
      },
      { id: 'TableHeader', name: 'Table Header', basedOn: 'TableText', run: { bold: true } },
    ],
  };
}

/** Renders the will to DOCX bytes. */
export async function renderDocx(input: TWillDocumentInput): Promise<Uint8Array> {
  const doc = ZWillDocument.parse(input);
  const w = new RunWriter(doc.metadata.language);

  const deed: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: w.runs(doc.title, { bold: true, size: SIZE.title }) }),
    ...(doc.subtitle === undefined
      ? []
      : [new Paragraph({ alignment: AlignmentType.CENTER, children: w.runs(doc.subtitle, { size: SIZE.subtitle }) })]),
    new Paragraph({ spacing: { after: 200 }, children: [] }),
  ];
  doc.clauses.forEach((clause, i) => {
    deed.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: w.runs(`${i + 1}. ${clause.heading}`) }));
    for (const [j, block] of clause.blocks.entries()) {
      // A paragraph that introduces a schedule stays on the page where the schedule starts.
      if (block.type === 'paragraph') deed.push(paragraph(w, block.text, { keepNext: clause.blocks[j + 1]?.type === 'table' }));
      else deed.push(scheduleTable(w, block), new Paragraph({ spacing: { after: 120 }, children: [] }));
    }
  });
  if (doc.pagesStatement) {
    const pages = !doc.cover && !doc.appendix ? PageNumber.TOTAL_PAGES : PageNumber.TOTAL_PAGES_IN_SECTION;
    deed.push(
      new Paragraph({
        spacing: { before: 200 },
        children: parsePageNumbering(doc.pagesStatement).flatMap((part) =>
          'text' in part ? w.runs(part.text) : [new TextRun({ children: [pages] })],
        ),
      }),
    );
  }
  deed.push(executionBlock(w, doc));

  const sections: ISectionOptions[] = [];
  if (doc.cover)
    sections.push({
      properties: { page: PAGE_PROPERTIES },
      headers: emptyHeaders(w, doc.draft),
      footers: emptyFooters(),
      children: coverChildren(w, doc.cover),
    });
  sections.push({
    properties: { page: { ...PAGE_PROPERTIES, pageNumbers: { start: 1 } } },
    headers: { default: deedHeader(w, doc.header, doc.draft) },
    footers: { default: deedFooter(w, doc.footer, !doc.cover && !doc.appendix) },
    children: deed,
  });
  if (doc.appendix) {
    sections.push({
      properties: { page: PAGE_PROPERTIES },
      headers: emptyHeaders(w, doc.draft),
      footers: emptyFooters(),
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: 240 },
          children: w.runs(doc.appendix.title, { bold: true, size: SIZE.coverTitle }),
        }),
        ...doc.appendix.sections.flatMap((section) => [
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: w.runs(section.heading) }),
          ...section.paragraphs.map((text) => paragraph(w, text)),
        ]),
      ],
    });
  }

  const { metadata } = doc;
  return packWithFonts(
    (fonts) =>
      new Document({
        title: metadata.title,
        creator: metadata.author,
        lastModifiedBy: metadata.author,
        subject: metadata.subject,
        keywords: metadata.keywords.join(', '),
        description: metadata.subject,
        fonts,
        styles: styles(metadata.language),
        sections,
      }),
    [...w.scripts],
  );
}
