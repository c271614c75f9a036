// The testator's will (spec part 2 §7 "Will templates (testator)"): the templates to choose from, the will in a
// template and language as a PDF (the will check as a cover page, the execution kit after the deed), the download
// as PDF or DOCX kept as a version, the check on its own, and the versions with what changed between them.
import { createHash } from 'node:crypto';
import {
  isDeedLanguage,
  labelKey,
  lawText,
  type TWillCheckResponse,
  type TWillContext,
  type TWillFinding,
  type TWillFindingView,
  type TWillFormat,
  type TWillSnapshot,
  type TWillVersion,
  todayInIndia,
  WILL_FORMATS,
  willChangeLabelKey,
  willChanges,
  willCheck,
  willFindingLabelKey,
  willRoleLabelKey,
} from '@vasiyat/contract';
import type { TWillDocumentInput } from '@vasiyat/documents';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { I18n, Label } from '../../platform/i18n/service.ts';
import type { SealedFiles } from '../../platform/sealed-files.ts';
import {
  type ComposedSection,
  composeTemplate,
  findLibraryTemplate,
  findTemplateCards,
  templateHasResiduary,
  type WillRenderer,
  willDocumentOf,
} from '../templates/service.ts';
import { checkInputOf, readWill, snapshotOf, type WillRead, type WillReadDeps, willContextOf } from './context.ts';
import * as repo from './repo.ts';

export type WillDeps = WillReadDeps & { i18n: I18n; renderer: WillRenderer; sealed: SealedFiles };

/** A finding worded in a language (labels willFinding<Code>). */
const findingView = (label: Label, finding: TWillFinding): TWillFindingView => ({
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

/** spec: testator/willTemplates: "template list and languages", named in the caller's language. */
export async function findTemplates(deps: WillDeps, code: string | undefined) {
  const [templates, languages] = await Promise.all([findTemplateCards(deps, code), deps.i18n.findLanguages()]);
  // Only the languages the registry offers the deed in: a row of another (an old database's) is not offered.
  return { templates, languages: languages.filter((language) => isDeedLanguage(language.languageCode)) };
}

/** A template of the library, or 404. */
async function templateOf(deps: WillDeps, templateId: number) {
  const template = await findLibraryTemplate(deps, templateId);
  if (!template) throw notFound('Template');
  return template;
}

async function languageOf(deps: WillDeps, languageId: number | undefined) {
  const languages = await deps.i18n.findLanguages();
  const language =
    languageId === undefined
      ? languages.find((candidate) => candidate.languageCode === 'en')
      : languages.find((c) => c.languageId === languageId);
  if (!language) throw notFound('Language');
  // A language row the registry does not offer the deed in (an old database's): refused here, never an English deed.
  if (!isDeedLanguage(language.languageCode))
    throw new AppError('validation', 'The will is not offered in this language.', {
      errors: [{ path: 'languageId', code: 'invalid', message: 'The will is not offered in this language.' }],
    });
  return language;
}

/** The check's findings of a read, for a template and the deed's language. */
async function findingsOf(deps: WillDeps, read: WillRead, options: { templateId: number | undefined; today: string; code: string }) {
  const hasResiduary = options.templateId === undefined || (await templateHasResiduary(deps, options.templateId));
  return willCheck(checkInputOf(read, { templateHasResiduary: hasResiduary, today: options.today, code: options.code }));
}

/** A will with a must-fix finding is only ever a draft: every page says so, and so does its kept version. */
export const isDraftWith = (findings: readonly TWillFinding[]) => findings.some((finding) => finding.level === 'blocker');

/** Ours: the will check, worded in the caller's language. */
export async function checkWill(
  deps: WillDeps,
  caller: Caller,
  options: { templateId?: number; code?: string },
): Promise<TWillCheckResponse> {
  if (options.templateId !== undefined) await templateOf(deps, options.templateId);
  const code = await deps.i18n.resolveLanguage(options.code);
  const [read, label] = await Promise.all([readWill(deps, caller.userId, code), deps.i18n.labeler(code)]);
  const findings = await findingsOf(deps, read, { templateId: options.templateId, today: todayInIndia(), code });
  return { findings: findings.map((finding) => findingView(label, finding)) };
}

const KIT_SECTIONS = ['Electronic', 'Sign', 'Date', 'Witness', 'Doctor', 'Register', 'Keep', 'Numbers', 'Probate'] as const;
/** The kit's text of a section for this testator: a Muslim will needs no attestation (s.58), witnesses are evidence. */
const kitTextKey = (section: (typeof KIT_SECTIONS)[number], context: TWillContext) =>
  section === 'Witness' && context.law.isMuslim ? 'willKitWitnessMuslimText' : (`willKit${section}Text` as const);

/** The document: the composed clauses, the check as a cover page and the execution kit, all in the will's language. */
function documentOf(options: {
  code: string;
  label: Label;
  englishLabel: Label;
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
    ...(draft ? { draft: { englishMark: options.englishLabel('willDocDraftMark') } } : {}),
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

type Rendered = {
  bytes: Uint8Array | null;
  isDraft: boolean;
  missingHeadings: string[];
  findings: TWillFinding[];
  snapshot: TWillSnapshot;
  templateName: string;
  language: { languageId: number; languageCode: string; languageName: string };
  testatorName: string;
  today: string;
};

/** The caller's will in a template, language and format. bytes null: the template has no clause in the language. */
async function render(
  deps: WillDeps,
  caller: Caller,
  options: { templateId: number; languageId: number | undefined; format: TWillFormat },
): Promise<Rendered> {
  const [template, language] = await Promise.all([templateOf(deps, options.templateId), languageOf(deps, options.languageId)]);
  const code = language.languageCode;
  const today = todayInIndia();
  // The deed names accounts and policies by their full numbers, so the executor can find them (issue 22).
  const [read, label] = await Promise.all([readWill(deps, caller.userId, code, { fullNumbers: true }), deps.i18n.labeler(code)]);
  const context = willContextOf(read, { code, label, today });
  const [sections, findings] = await Promise.all([
    composeTemplate(deps, { templateId: template.id, languageId: language.languageId, context }),
    findingsOf(deps, read, { templateId: template.id, today, code }),
  ]);
  const written = sections.filter((section) => section.text !== null);
  const base = {
    isDraft: isDraftWith(findings),
    missingHeadings: sections.filter((section) => section.text === null).map((section) => section.heading),
    findings,
    snapshot: snapshotOf(read, { templateName: template.name, languageName: language.languageName }),
    templateName: template.name,
    language,
    testatorName: read.people.testator?.fullName ?? '',
    today,
  };
  if (!written.length) return { ...base, bytes: null };
  const document = documentOf({ code, label, englishLabel: await deps.i18n.labeler('en'), context, sections: written, findings, today });
  const bytes = options.format === 'pdf' ? await deps.renderer.pdf(document) : await deps.renderer.docx(document);
  return { ...base, bytes };
}

/** spec: getTemplateDataById: the caller's will as a base64 PDF; another user's id answers 404. */
export async function previewWill(deps: WillDeps, caller: Caller, params: { templateId: number; userId: number; languageId: number }) {
  if (params.userId !== caller.userId) throw notFound('Record');
  const rendered = await render(deps, caller, { templateId: params.templateId, languageId: params.languageId, format: 'pdf' });
  return {
    willTemplateId: params.templateId,
    languageId: rendered.language.languageId,
    pdfContent: rendered.bytes ? Buffer.from(rendered.bytes).toString('base64') : '',
    missingHeadings: rendered.missingHeadings,
  };
}

export const CONTENT_TYPES: Record<TWillFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** will-<name in Latin letters>-<language>-<date>.<format>; a name in another script leaves just the rest. */
export function fileNameOf(name: string, languageCode: string, date: string, format: TWillFormat): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${['will', slug, languageCode, date].filter(Boolean).join('-')}.${format}`;
}

/** spec: downloadWill: the file, kept as a version with its check and what the will said. */
export async function downloadWill(
  deps: WillDeps,
  caller: Caller,
  input: { willTemplateId?: number; templateId?: number; languageId?: number; userId?: number; fileFormat: TWillFormat },
) {
  if (input.userId !== undefined && input.userId !== caller.userId) throw notFound('Record');
  const templateId = (input.willTemplateId ?? input.templateId)!;
  const rendered = await render(deps, caller, { templateId, languageId: input.languageId, format: input.fileFormat });
  if (!rendered.bytes) throw notFound('Template text in this language');
  const bytes = Buffer.from(rendered.bytes);
  const fileName = fileNameOf(rendered.testatorName, rendered.language.languageCode, rendered.today, input.fileFormat);
  const versionId = await repo.insertVersion(deps.db, {
    testatorId: caller.userId,
    templateId,
    templateName: rendered.templateName,
    languageCode: rendered.language.languageCode,
    languageName: rendered.language.languageName,
    fileFormat: input.fileFormat,
    fileName,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...(await deps.sealed.keep('wills', caller.userId, bytes)),
    findings: rendered.findings,
    snapshot: rendered.snapshot,
    isDraft: rendered.isDraft,
  });
  return { bytes, fileName, contentType: CONTENT_TYPES[input.fileFormat], versionId };
}

const formatOf = (text: string): TWillFormat => ((WILL_FORMATS as readonly string[]).includes(text) ? (text as TWillFormat) : 'pdf');

/** Each change worded in a language (labels willChange<Code>, a person's role by willRole<Kind>). */
function changeTexts(label: Label, before: TWillSnapshot, after: TWillSnapshot): string[] {
  return willChanges(before, after).map((change) =>
    label(labelKey(willChangeLabelKey(change.code)), {
      ...change.params,
      role: change.kind ? label(labelKey(willRoleLabelKey(change.kind))) : '',
    }),
  );
}

/** Ours: every version of the caller's, newest first, with its check and what changed since the one before. */
export async function listVersions(deps: WillDeps, caller: Caller, code?: string): Promise<TWillVersion[]> {
  const [rows, label] = await Promise.all([repo.selectVersions(deps.db, caller.userId), deps.i18n.labeler(code)]);
  return rows
    .map((row, index) => ({
      versionId: row.id,
      createdAt: row.createdAt.toISOString(),
      fileFormat: formatOf(row.fileFormat),
      fileName: row.fileName,
      templateName: row.templateName,
      languageName: row.languageName,
      size: row.size,
      sha256: row.sha256,
      isDraft: row.isDraft,
      findings: (row.findings as TWillFinding[]).map((finding) => findingView(label, finding)),
      changes: index === 0 ? [] : changeTexts(label, rows[index - 1]!.snapshot as TWillSnapshot, row.snapshot as TWillSnapshot),
    }))
    .reverse();
}

/** Ours: a kept version's file, the bytes it was downloaded with. */
export async function versionFile(deps: WillDeps, caller: Caller, versionId: number) {
  const row = await repo.selectVersion(deps.db, caller.userId, versionId);
  if (!row) throw notFound('Version');
  const format = formatOf(row.fileFormat);
  return { bytes: await deps.sealed.open(row), fileName: row.fileName, contentType: CONTENT_TYPES[format] };
}

/** Ours: what changed between two of the caller's versions. */
export async function versionChanges(deps: WillDeps, caller: Caller, query: { fromVersionId: number; toVersionId: number; code?: string }) {
  const [from, to, label] = await Promise.all([
    repo.selectVersion(deps.db, caller.userId, query.fromVersionId),
    repo.selectVersion(deps.db, caller.userId, query.toVersionId),
    deps.i18n.labeler(query.code),
  ]);
  if (!from || !to) throw notFound('Version');
  return { changes: changeTexts(label, from.snapshot as TWillSnapshot, to.snapshot as TWillSnapshot) };
}
