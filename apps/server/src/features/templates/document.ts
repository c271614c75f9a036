// A composed will (its clauses rendered for one testator in one language) as the document model that
// packages/documents draws: title, running header, numbered clauses, date and place, the attestation
// under s.63 and the signature blocks of the testator and (at least) two witnesses.
import type { TWillContext } from '@vasiyat/contract';
import { DOCUMENT_LANGUAGES, type TDocumentLanguage, type TWillDocumentInput } from '@vasiyat/documents';
import type { Label } from '../../platform/i18n/service.ts';
import type { ComposedSection } from './service.ts';

export const documentLanguageOf = (code: string): TDocumentLanguage =>
  (DOCUMENT_LANGUAGES as readonly string[]).includes(code) ? (code as TDocumentLanguage) : 'en';

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
  /** yyyy-mm-dd: the will's date, also the file's, so the same inputs give the same bytes. */
  date: string;
}): TWillDocumentInput {
  const { context, label } = options;
  const name = context.testator.fullName;
  // s.63(c): at least two attesting witnesses; blank blocks are left to fill in by hand when fewer are recorded.
  const witnesses = [...context.witnesses];
  while (witnesses.length < 2) witnesses.push({ fullName: '', relation: '', age: null, address: '' });
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
    footer: { signature: label('willDocFooterSignature'), pageNumbering: label('willDocPageNumbering') },
    clauses: options.sections
      .filter((section) => section.text !== null)
      .map((section) => ({
        heading: section.heading,
        blocks: paragraphsOf(section.text ?? '').map((text) => ({ type: 'paragraph' as const, text })),
      })),
    execution: {
      date: { label: label('willDocDate'), value: context.date },
      place: { label: label('willDocPlace'), value: context.place },
    },
    attestation: label('willDocAttestation'),
    signatures: {
      testator: { role: label('willDocTestator'), name, thumbImpression: { label: label('willDocThumbImpression') } },
      witnesses: witnesses.map((witness, index) => ({
        role: label('willDocWitness', { number: index + 1 }),
        name: witness.fullName,
        address: witness.address,
      })),
      labels: { signature: label('willDocSignature'), name: label('willDocName'), address: label('willDocAddress') },
    },
  };
}
