// The composition of a will from plain data, as a render worker runs it (render-worker.ts): the will context from
// the read, each clause written with it (Liquid, under its limits), the document model with the check as a cover
// page and the execution kit. No database and no i18n service here: the labels come as data, so the same inputs
// give the same document wherever it is composed, and the cache (render-pool.ts) can key the bytes by them.
import {
  labelKey,
  lawText,
  type TWillContext,
  type TWillFinding,
  type TWillFindingView,
  type TWillFormat,
  willFindingLabelKey,
} from '@vasiyat/contract';
import type { TWillDocumentInput } from '@vasiyat/documents';
import { type Label, labelOf } from '../../platform/i18n/label.ts';
import { type ComposedSection, renderClause, type TemplateSection, willDocumentOf } from '../templates/render.ts';
import { type WillRead, willContextOf } from './context.ts';

/**
 * What a render worker is sent: everything the bytes depend on, as plain data (so it is also the cache's key).
 * `will`: a testator's will from the read, with the check's findings as the cover page and the execution kit;
 * `template`: the clause editor's preview of a template's sections for a sample testator (its context given).
 */
export type RenderJob =
  | {
      kind: 'will';
      format: TWillFormat;
      code: string;
      /** yyyy-mm-dd in India: the date the file carries. */
      today: string;
      labels: Readonly<Record<string, string>>;
      /** The draft mark in English, beside the language's own on a draft's every page. */
      englishDraftMark: string;
      read: WillRead;
      sections: TemplateSection[];
      findings: TWillFinding[];
    }
  | {
      kind: 'template';
      format: 'pdf';
      code: string;
      today: string;
      labels: Readonly<Record<string, string>>;
      context: TWillContext;
      sections: TemplateSection[];
    };

/** Where a render is: writing a clause (named, for the error a stopped render answers), or writing the file. */
export type RenderStage = { stage: 'clause'; clauseKey: string } | { stage: 'document' };

/** A finding worded in a language (labels willFinding<Code>). */
export const findingView = (label: Label, finding: TWillFinding): TWillFindingView => ({
  code: finding.code,
  level: finding.level,
  // A finding naming a form field carries the field's label key (context.ts checkInputOf): worded here, in this language.
  // Keys made from the contract's codes (willFinding<Code>, a field's label key, an act's): labels.unit.test.ts checks them.
  text: label(
    labelKey(willFindingLabelKey(finding.code)),
    typeof finding.params.field === 'string' ? { ...finding.params, field: label(labelKey(finding.params.field)) } : finding.params,
  ),
  legalBasis: finding.law ? lawText(finding.law, (key, params) => label(labelKey(key), params)) : '',
  fix: finding.fix,
});

/** A will with a must-fix finding is only ever a draft: every page says so, and so does its kept version. */
export const isDraftWith = (findings: readonly TWillFinding[]) => findings.some((finding) => finding.level === 'blocker');

const KIT_SECTIONS = ['Electronic', 'Sign', 'Date', 'Witness', 'Doctor', 'Register', 'Keep', 'Numbers', 'Probate'] as const;
/** The kit's text of a section for this testator: a Muslim will needs no attestation (s.58), witnesses are evidence. */
const kitTextKey = (section: (typeof KIT_SECTIONS)[number], context: TWillContext) =>
  section === 'Witness' && context.law.isMuslim ? 'willKitWitnessMuslimText' : (`willKit${section}Text` as const);

/** The document: the composed clauses, the check as a cover page and the execution kit, all in the will's language. */
function documentOf(options: {
  code: string;
  label: Label;
  englishDraftMark: string;
  context: TWillContext;
  sections: ComposedSection[];
  findings: TWillFinding[];
  today: string;
}): TWillDocumentInput {
  const { label, context } = options;
  const draft = isDraftWith(options.findings);
  const document = willDocumentOf({
    language: options.code,
    context,
    sections: options.sections,
    label,
    date: options.today,
    ...(draft ? { draft: { englishMark: options.englishDraftMark } } : {}),
  });
  const findings = options.findings.map((finding) => findingView(label, finding));
  return {
    ...document,
    cover: {
      title: label('willCoverTitle'),
      // A draft's cover says it cannot be signed until what must be fixed is fixed; the list below says what.
      notice: label(draft ? 'willCoverDraftNotice' : 'willCoverNotice'),
      labels: {
        level: label('willCoverLevel'),
        finding: label('willCoverFinding'),
        legalBasis: label('willCoverLegalBasis'),
        levels: { blocker: label('willCheckLevelBlocker'), warning: label('willCheckLevelWarning'), note: label('willCheckLevelNote') },
      },
      findings: findings.length
        ? findings.map((finding) => ({ level: finding.level, text: finding.text, legalBasis: finding.legalBasis }))
        : [{ level: 'note', text: label('willCoverNone'), legalBasis: '' }],
    },
    appendix: {
      title: label('willKitTitle'),
      sections: KIT_SECTIONS.map((section, index) => ({
        heading: label(`willKit${section}Heading`),
        paragraphs: [
          ...(index === 0 ? [label('willKitNotice')] : []),
          ...label(kitTextKey(section, context))
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean),
        ],
      })),
    },
  };
}

/**
 * A job's document model and its sections as written. `onStage` hears of each clause before it is written, so a
 * render stopped from outside (its deadline, its memory) can name the clause it was in.
 */
export function composeDocument(
  job: RenderJob,
  onStage: (stage: RenderStage) => void = () => {},
): { document: TWillDocumentInput; sections: ComposedSection[] } {
  const label = labelOf(job.labels);
  const context = job.kind === 'will' ? willContextOf(job.read, { code: job.code, label, today: job.today }) : job.context;
  const sections = job.sections.map((section): ComposedSection => {
    if (!section.clause) return { heading: section.heading, text: null };
    onStage({ stage: 'clause', clauseKey: section.clause.key });
    return { heading: section.heading, text: renderClause(section.clause.content, context, section.clause.key) };
  });
  onStage({ stage: 'document' });
  const document =
    job.kind === 'will'
      ? documentOf({
          code: job.code,
          label,
          englishDraftMark: job.englishDraftMark,
          context,
          sections,
          findings: job.findings,
          today: job.today,
        })
      : willDocumentOf({ language: job.code, context, sections, label, date: job.today });
  return { document, sections };
}
