// The testator's will (spec part 2 §7 "Will templates (testator)"): the templates to choose from, the will in a
// template and language as a PDF (the will check as a cover page, the execution kit after the deed), the download
// as PDF or DOCX kept as a version, the check on its own, and the versions with what changed between them.
import { createHash } from 'node:crypto';
import {
  isDeedLanguage,
  labelKey,
  type TWillCheckResponse,
  type TWillFinding,
  type TWillFormat,
  type TWillSnapshot,
  type TWillVersion,
  todayInIndia,
  WILL_FORMATS,
  willChangeLabelKey,
  willChanges,
  willCheck,
  willRoleLabelKey,
} from '@vasiyat/contract';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { I18n, Label } from '../../platform/i18n/service.ts';
import type { SealedFiles } from '../../platform/sealed-files.ts';
import {
  findLibraryTemplate,
  findTemplateCards,
  type Preview,
  sampleWillContext,
  templateHasResiduary,
  templateSections,
} from '../templates/service.ts';
import { findingView, isDraftWith } from './compose.ts';
import { checkInputOf, snapshotOf, type WillRead } from './context.ts';
import { readWill, type WillReadDeps } from './read.ts';
import type { RenderPool } from './render-pool.ts';
import * as repo from './repo.ts';

export type WillDeps = WillReadDeps & { i18n: I18n; renderer: RenderPool; sealed: SealedFiles };

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

type Rendered = {
  bytes: Uint8Array | null;
  isDraft: boolean;
  missingHeadings: string[];
  findings: TWillFinding[];
  /** The template's headings and clause texts in the language: what its text digest is taken of (issue 27). */
  sections: unknown;
  templateName: string;
  language: { languageId: number; languageCode: string; languageName: string };
  testatorName: string;
  today: string;
};

/**
 * The caller's will in a template, language and format. Here only the database is read; the context, the clauses,
 * the document model and the file are written on a render worker (render-pool.ts), or come from its cache when
 * nothing they depend on has changed. bytes null: the template has no clause in the language.
 */
async function render(
  deps: WillDeps,
  caller: Caller,
  options: { templateId: number; languageId: number | undefined; format: TWillFormat },
): Promise<Rendered> {
  const [template, language] = await Promise.all([templateOf(deps, options.templateId), languageOf(deps, options.languageId)]);
  const code = language.languageCode;
  const today = todayInIndia();
  // The deed names accounts and policies by their full numbers, so the executor can find them (issue 22).
  const [read, labels, english, sections] = await Promise.all([
    readWill(deps, caller.userId, code, { fullNumbers: true }),
    deps.i18n.findLabels(code),
    deps.i18n.labeler('en'),
    templateSections(deps, { templateId: template.id, languageId: language.languageId }),
  ]);
  const findings = await findingsOf(deps, read, { templateId: template.id, today, code });
  const base = {
    isDraft: isDraftWith(findings),
    missingHeadings: sections.filter((section) => section.clause === null).map((section) => section.heading),
    findings,
    sections,
    templateName: template.name,
    language,
    testatorName: read.people.testator?.fullName ?? '',
    today,
  };
  if (!sections.some((section) => section.clause !== null)) return { ...base, bytes: null };
  const job = {
    kind: 'will',
    format: options.format,
    code,
    today,
    labels,
    englishDraftMark: english('willDocDraftMark'),
    read,
    sections,
    findings,
  } as const;
  const { bytes } = await deps.renderer.render(job, { owner: caller.userId });
  return { ...base, bytes };
}

/** The administrator's preview: a template's sections written for the sample testator of a language, as a PDF in base64. */
export function templatePreview(deps: { i18n: I18n; renderer: RenderPool }): Preview {
  return async (sections, options) => {
    const code = options.languageCode;
    const job = {
      kind: 'template',
      format: 'pdf',
      code,
      today: todayInIndia(),
      labels: await deps.i18n.findLabels(code),
      context: sampleWillContext(code),
      sections,
    } as const;
    const rendered = await deps.renderer.render(job, { owner: options.owner });
    return { pdfContent: Buffer.from(rendered.bytes).toString('base64'), sections: rendered.sections ?? [] };
  };
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
  // What the will said, from the records with numbers masked (context.ts snapshotOf), to tell later what changed.
  const snapshot = snapshotOf(await readWill(deps, caller.userId, rendered.language.languageCode), {
    templateName: rendered.templateName,
    languageName: rendered.language.languageName,
    templateId,
    languageCode: rendered.language.languageCode,
    sections: rendered.sections,
  });
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
    snapshot,
    isDraft: rendered.isDraft,
  });
  return { bytes, fileName, contentType: CONTENT_TYPES[input.fileFormat], versionId };
}

const formatOf = (text: string): TWillFormat => ((WILL_FORMATS as readonly string[]).includes(text) ? (text as TWillFormat) : 'pdf');

/** Each change worded in a language (labels willChange<Code>, a person's role by willRole<Kind>). */
export function changeTexts(label: Label, before: TWillSnapshot, after: TWillSnapshot): string[] {
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
