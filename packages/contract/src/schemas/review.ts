// Advocate review (issue 27): a testator invites a reviewer for one will, for a while; the reviewer reads the
// preview, the check and the changes between versions, and comments; the testator answers and resolves.
import { z } from 'zod';
import { REVIEW_ANCHOR_KINDS, REVIEW_DEFAULT_DAYS, REVIEW_MAX_DAYS, REVIEW_TEXT_MAX, REVIEW_VERDICTS } from '../constants.ts';
import { ZEmail } from './auth.ts';
import { optionalText, requiredText, ZId, ZIdParam, ZLanguageCode } from './common.ts';
import { ZWillFindingView } from './testator-will.ts';

export const ZReviewInviteRequest = z.object({
  email: ZEmail,
  /** The template the reviewer reads the will in (the one chosen on the will page). */
  templateId: ZId,
  /** The languages the reviewer may preview the deed in: at least one. */
  languageIds: z.array(ZId).min(1, { message: 'Choose at least one language.' }).max(20),
  days: z.number().int().min(1).max(REVIEW_MAX_DAYS).default(REVIEW_DEFAULT_DAYS),
});
export type TReviewInviteRequest = z.input<typeof ZReviewInviteRequest>;

export const ZReviewGrantParams = z.object({ grantId: ZIdParam });
export const ZReviewCommentParams = z.object({ commentId: ZIdParam });

export const ZReviewGrantStatus = z.enum(['invited', 'active', 'expired', 'revoked']);

/** A comment as the testator and the reviewer see it. */
export const ZReviewComment = z.object({
  commentId: z.number().int(),
  grantId: z.number().int(),
  anchorKind: z.enum(REVIEW_ANCHOR_KINDS),
  anchor: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The first will version downloaded after the comment was resolved: the version that addressed it. */
  addressedInVersionId: z.number().int().nullable(),
});
export type TReviewComment = z.infer<typeof ZReviewComment>;

/** An invitation as the testator sees it, with its reviewer's comments. */
export const ZReviewGrant = z.object({
  grantId: z.number().int(),
  email: z.string(),
  status: ZReviewGrantStatus,
  languageIds: z.array(z.number().int()),
  createdAt: z.string(),
  expiresAt: z.string(),
  verdict: z.enum(REVIEW_VERDICTS).nullable(),
  verdictAt: z.string().nullable(),
  comments: z.array(ZReviewComment),
});
export type TReviewGrant = z.infer<typeof ZReviewGrant>;
export const ZReviewGrantsResponse = z.object({ grants: z.array(ZReviewGrant) });

export const ZReviewInviteResponse = z.object({ status: z.literal('success'), grant: ZReviewGrant });

export const ZReviewAnswerRequest = z.object({
  answer: optionalText(REVIEW_TEXT_MAX, { multiline: true }).optional(),
  resolved: z.boolean().optional(),
});
export const ZReviewCommentResponse = z.object({ status: z.literal('success'), comment: ZReviewComment });

export const ZReviewAcceptRequest = z.object({
  token: z
    .string()
    .trim()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const ZReviewAcceptResponse = z.object({ status: z.literal('success'), grantId: z.number().int() });

/** A will shared with the reviewer. */
export const ZSharedWill = z.object({
  grantId: z.number().int(),
  testatorName: z.string(),
  expiresAt: z.string(),
  verdict: z.enum(REVIEW_VERDICTS).nullable(),
});
export const ZSharedWillsResponse = z.object({ wills: z.array(ZSharedWill) });

/** What the reviewer's page of one will needs: whose, until when, which languages, the deed's headings. */
export const ZSharedWillResponse = z.object({
  grantId: z.number().int(),
  testatorName: z.string(),
  expiresAt: z.string(),
  verdict: z.enum(REVIEW_VERDICTS).nullable(),
  templateName: z.string(),
  languages: z.array(z.object({ languageId: z.number().int(), languageCode: z.string(), languageName: z.string() })),
  headings: z.array(z.string()),
});
export type TSharedWillResponse = z.infer<typeof ZSharedWillResponse>;

export const ZReviewPreviewParams = z.object({ grantId: ZIdParam, languageId: ZIdParam });
export const ZReviewPreviewResponse = z.object({ pdfContent: z.string(), missingHeadings: z.array(z.string()) });
export const ZReviewCodeQuery = z.object({ code: ZLanguageCode });
export const ZReviewCheckResponse = z.object({ findings: z.array(ZWillFindingView) });

/** The will's versions as the reviewer reads them: when, in what, what changed, which comments each addressed. */
export const ZReviewVersion = z.object({
  versionId: z.number().int(),
  createdAt: z.string(),
  templateName: z.string(),
  languageName: z.string(),
  isDraft: z.boolean(),
  changes: z.array(z.string()),
});
export const ZReviewChangesResponse = z.object({ versions: z.array(ZReviewVersion) });

export const ZReviewCommentsResponse = z.object({ comments: z.array(ZReviewComment) });

export const ZReviewNewCommentRequest = z
  .object({
    anchorKind: z.enum(REVIEW_ANCHOR_KINDS),
    anchor: optionalText(200).transform((value) => value ?? ''),
    body: requiredText('Comment', REVIEW_TEXT_MAX, { multiline: true }),
  })
  .refine((value) => value.anchorKind === 'general' || value.anchor !== '', {
    message: 'Choose a heading or a finding.',
    path: ['anchor'],
  });
export type TReviewNewCommentRequest = z.input<typeof ZReviewNewCommentRequest>;

export const ZReviewVerdictRequest = z.object({ verdict: z.enum(REVIEW_VERDICTS) });
