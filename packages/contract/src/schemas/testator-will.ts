// The testator's will screen (spec part 2 §2 "Will template screen", §7 "Will templates (testator)") and
// what we add to it: the will check, the versions kept of every download and what changed between them.
import { z } from 'zod';
import { FINDING_LEVELS } from '../will-check.ts';
import { ZId, ZIdParam, ZLanguageCode } from './common.ts';
import { ZLanguageGap } from './templates.ts';
import { ZLanguage } from './utils.ts';

export const WILL_FORMATS = ['pdf', 'docx'] as const;
export type TWillFormat = (typeof WILL_FORMATS)[number];

/**
 * spec part 2 §3 "Will template (testator side)": willTemplateId, templateName (and its description, ours), both in the
 * caller's language (?code=, English where the template has no translation). languageGaps (ours, issue 23): each
 * language the template lacks clauses in, with exactly those clauses, headings in the caller's language.
 */
export const ZWillTemplateCard = z.object({
  willTemplateId: z.number().int(),
  templateName: z.string(),
  templateDescription: z.string(),
  languageGaps: z.array(ZLanguageGap),
});
export type TWillTemplateCard = z.infer<typeof ZWillTemplateCard>;

export const ZTestatorTemplatesQuery = z.object({ code: ZLanguageCode });
/** spec: "template list and languages". */
export const ZTestatorTemplatesResponse = z.object({ templates: z.array(ZWillTemplateCard), languages: z.array(ZLanguage) });

export const ZTemplateDataParams = z.object({ templateId: ZIdParam, userId: ZIdParam, languageId: ZIdParam });

/**
 * spec: "template as base64 PDF": the caller's own will in that language, with the will check as a cover page and
 * the execution kit after it. pdfContent is empty when the template has no clause in the language (the screen then
 * warns 'No template content available for selected language'); missingHeadings names the headings left out.
 */
export const ZTemplateDataResponse = z.object({
  willTemplateId: z.number().int(),
  languageId: z.number().int(),
  pdfContent: z.string(),
  missingHeadings: z.array(z.string()),
});
export type TTemplateDataResponse = z.infer<typeof ZTemplateDataResponse>;

/**
 * spec: downloadWill, "the template plus fileFormat": the card as the screen holds it (templateName and other keys
 * are ignored), the language of the preview (English when absent) and pdf or docx. Every download is kept as a version.
 */
export const ZDownloadWillInput = z
  .object({
    willTemplateId: ZId.optional(),
    templateId: ZId.optional(),
    languageId: ZId.optional(),
    userId: ZId.optional(),
    fileFormat: z.enum(WILL_FORMATS, { error: 'Choose PDF or DOCX.' }),
  })
  .refine((input) => input.willTemplateId !== undefined || input.templateId !== undefined, {
    message: 'Choose a template.',
    path: ['willTemplateId'],
  });

/** One finding of the will check (will-check.ts), worded in the caller's language. */
export const ZWillFindingView = z.object({
  code: z.string(),
  level: z.enum(FINDING_LEVELS),
  text: z.string(),
  legalBasis: z.string(),
  /** The screen that fixes it. */
  fix: z.string(),
});
export type TWillFindingView = z.infer<typeof ZWillFindingView>;

export const ZWillCheckQuery = z.object({ templateId: ZIdParam.optional(), code: ZLanguageCode });
export const ZWillCheckResponse = z.object({ findings: z.array(ZWillFindingView) });
export type TWillCheckResponse = z.infer<typeof ZWillCheckResponse>;

/** A kept download: its file, what made it, the check at that moment and what changed since the version before. */
export const ZWillVersion = z.object({
  versionId: z.number().int(),
  createdAt: z.string(),
  fileFormat: z.enum(WILL_FORMATS),
  fileName: z.string(),
  templateName: z.string(),
  languageName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Downloaded while a must-fix finding was open: every page says DRAFT — NOT FOR SIGNING. */
  isDraft: z.boolean(),
  findings: z.array(ZWillFindingView),
  /** Since the version before it, worded in the caller's language (the first version: empty). */
  changes: z.array(z.string()),
});
export type TWillVersion = z.infer<typeof ZWillVersion>;

export const ZWillVersionsQuery = z.object({ code: ZLanguageCode });
export const ZWillVersionFileQuery = z.object({ versionId: ZIdParam });
export const ZWillChangesQuery = z.object({ fromVersionId: ZIdParam, toVersionId: ZIdParam, code: ZLanguageCode });
export const ZWillChangesResponse = z.object({ changes: z.array(z.string()) });
