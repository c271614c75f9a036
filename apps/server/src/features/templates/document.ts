// A composed will (its clauses rendered for one testator in one language) as the document model that
// packages/documents draws: title, running header, numbered clauses, the page count, lines for the date and
// place of signing, one execution block chosen by the facts (signature, or thumb impression) and the blocks of
// (at least) two witnesses with what identifies them. The recitals of execution and attestation are the
// library's 'Signature and attestation' clause, worded for the testator's law; a draft says so on every page.
import type { TWillContext } from '@vasiyat/contract';
import { isDeedLanguage, LANGUAGE_REGISTRY_PATH } from '@vasiyat/contract';
import type { TDocumentLanguage, TWillDocumentInput } from '@vasiyat/documents';
import type { Label } from '../../platform/i18n/service.ts';

/** One section of a composed will: its heading and text in the language, or null where the language has none. */
export type ComposedSection = { heading: string; text: string } | { heading: string; text: null };

/**
 * One section of a template as a render worker writes it: its heading in the language and its clause (key and
 * Liquid text), or null where the language has none. Plain data: the clause is rendered off the event loop.
 */
export type TemplateSection = { heading: string; clause: { key: string; content: string } | null };

/**
 * Writes a template's sections for the sample testator of a language and renders them as a PDF (base64), off the
 * event loop: the will feature's renderer, given by the app. `owner`: whose turn in the render queue it takes.
 */
export type Preview = (
  sections: TemplateSection[],
  options: { languageCode: string; owner: number },
) => Promise<{ pdfContent: string; sections: ComposedSection[] }>;

/**
 * The deed's language. A code the registry does not offer the deed in is a fault (a languages row the registry
 * lacks): it fails here, loudly, instead of writing an English deed for a testator who chose another language.
 * The calls refuse such a language before it gets this far (will/service.ts).
 */
export function documentLanguageOf(code: string): TDocumentLanguage {
  if (!isDeedLanguage(code)) throw new Error(`The deed is not offered in "${code}" (the language registry: ${LANGUAGE_REGISTRY_PATH})`);
  return code;
}

/** Clause text as paragraphs: a blank line separates them; single line breaks stay inside a paragraph. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+\n/g, '\n').trim())
    .filter(Boolean);

export function willDocumentOf(options: {
  language: string;
  context: TWillContext;
  sections: readonly ComposedSection[];
  label: Label;
  /** yyyy-mm-dd: the file's date, so the same inputs give the same bytes (the will's own date is left for ink). */
  date: string;
  /** A must-fix finding is open: every page says DRAFT, in the will's language and in English. */
  draft?: { englishMark: string };
}): TWillDocumentInput {
  const { context, label } = options;
  const name = context.testator.fullName;
  // s.63(c): at least two attesting witnesses; blank blocks are left to fill in by hand when fewer are recorded.
  const witnesses = [...context.witnesses];
  while (witnesses.length < 2) witnesses.push({ fullName: '', relation: '', age: null, address: '', parentage: '', occupation: '' });
  const witnessRole = (index: number) => label('willDocWitness', { number: index + 1 });
  const mark = label('willDocDraftMark');
  return {
    metadata: {
      title: label('willDocHeader', { name }),
      author: name,
      language: documentLanguageOf(options.language),
      subject: label('willDocTitle'),
      keywords: label('willDocKeywords')
        .split(',')
        .map((word) => word.trim()),
      date: options.date,
    },
    title: label('willDocTitle'),
    subtitle: label('willDocSubtitle', { name }),
    header: label('willDocHeader', { name }),
    footer: {
      // The line at each page's foot takes what the testator will put there: a signature, or a thumb impression (s.63(a)).
      signature: label(context.testator.signsByThumb ? 'willDocFooterThumb' : 'willDocFooterSignature'),
      pageNumbering: label('willDocPageNumbering'),
      witnessInitials: witnesses.slice(0, 2).map((_, index) => witnessRole(index)),
    },
    ...(options.draft ? { draft: { mark: mark === options.draft.englishMark ? mark : `${mark} / ${options.draft.englishMark}` } } : {}),
    // A clause composed from the facts may say nothing for this testator (no nominee on record): it is left out.
    clauses: options.sections
      .filter((section) => section.text !== null && section.text.trim() !== '')
      .map((section) => ({
        heading: section.heading,
        blocks: paragraphsOf(section.text ?? '').map((text) => ({ type: 'paragraph' as const, text })),
      })),
    pagesStatement: label('willDocPages'),
    // A will is dated the day it is signed: both are written in ink then.
    execution: {
      date: { label: label('willDocDate'), value: '' },
      place: { label: label('willDocPlace'), value: '' },
    },
    signatures: {
      testator: {
        role: label('willDocTestator'),
        name,
        ...(context.testator.signsByThumb ? { thumbImpression: { label: label('willDocThumbImpression') } } : {}),
      },
      witnesses: witnesses.map((witness, index) => ({
        role: witnessRole(index),
        name: witness.fullName,
        address: witness.address,
        parentage: witness.parentage,
        age: witness.age === null ? '' : String(witness.age),
        occupation: witness.occupation,
      })),
      labels: {
        signature: label('willDocSignature'),
        name: label('willDocName'),
        address: label('willDocAddress'),
        parentage: label('willDocParentage'),
        age: label('willDocAge'),
        occupation: label('willDocOccupation'),
      },
    },
  };
}
