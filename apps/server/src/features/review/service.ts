// Advocate review (issue 27). One row is both the invitation and the grant: the testator invites an address for one
// will (a template and the languages allowed) for some days; the account whose verified email is that address
// accepts it (a new reviewer registering from the link, or any existing account, a testator included); from then on
// the grant alone decides what the reviewer reads. The testator's id is taken from the grant, never from the
// client; a grant that is not the caller's, revoked or past its time answers 404, as an unknown id does.
import { createHash, randomBytes } from 'node:crypto';
import {
  isDeedLanguage,
  REVIEW_ANCHOR_KINDS,
  REVIEW_VERDICTS,
  ROLE_TESTATOR,
  SCREEN_PATHS,
  type TReviewAnchorKind,
  type TReviewComment,
  type TReviewGrant,
  type TReviewVerdict,
  type TSharedWillResponse,
} from '@vasiyat/contract';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { writtenWhen } from '../../platform/notices.ts';
import { findLibraryTemplate, templateSections } from '../templates/service.ts';
import { checkWill, listVersions, previewWill, type WillDeps } from '../will/service.ts';
import * as repo from './repo.ts';

export type ReviewDeps = WillDeps & { mailer: Mailer; publicUrl: string };

/** What the audit log records of a reviewer's call: whose will, which grant, and who read it. */
export type ReviewTrail = { testatorId: number; grantId: number; reviewer: string };
export type Traced<T> = { answer: T; trail: ReviewTrail };

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const verdictOf = (text: string | null): TReviewVerdict | null =>
  (REVIEW_VERDICTS as readonly string[]).includes(text ?? '') ? (text as TReviewVerdict) : null;
const anchorKindOf = (text: string): TReviewAnchorKind =>
  (REVIEW_ANCHOR_KINDS as readonly string[]).includes(text) ? (text as TReviewAnchorKind) : 'general';

function statusOf(grant: repo.Grant, now: Date): TReviewGrant['status'] {
  if (grant.revokedAt) return 'revoked';
  if (grant.expiresAt <= now) return 'expired';
  return grant.acceptedAt ? 'active' : 'invited';
}

/** A resolved comment was addressed by the first version downloaded after it was resolved. */
function commentView(comment: repo.Comment, versions: readonly { id: number; createdAt: Date }[]): TReviewComment {
  const resolvedAt = comment.resolvedAt;
  const addressedIn = resolvedAt ? versions.find((version) => version.createdAt > resolvedAt) : undefined;
  return {
    commentId: comment.id,
    grantId: comment.grantId,
    anchorKind: anchorKindOf(comment.anchorKind),
    anchor: comment.anchor,
    body: comment.body,
    answer: comment.answer,
    createdAt: comment.createdAt.toISOString(),
    answeredAt: iso(comment.answeredAt),
    resolvedAt: iso(comment.resolvedAt),
    addressedInVersionId: addressedIn?.id ?? null,
  };
}

function grantView(grant: repo.Grant, comments: TReviewComment[], now: Date): TReviewGrant {
  return {
    grantId: grant.id,
    email: grant.email,
    status: statusOf(grant, now),
    languageIds: grant.languageIds,
    createdAt: grant.createdAt.toISOString(),
    expiresAt: grant.expiresAt.toISOString(),
    verdict: verdictOf(grant.verdict),
    verdictAt: iso(grant.verdictAt),
    comments,
  };
}

/** The invitation, in the testator's language (they chose whom to invite, and the reviewer may pick another later). */
async function sendInvitation(
  deps: ReviewDeps,
  options: { to: string; token: string; testatorName: string; language: string; expiresAt: Date },
) {
  const language = await deps.i18n.resolveLanguage(options.language);
  const label = await deps.i18n.labeler(language);
  const url = `${deps.publicUrl}${SCREEN_PATHS.reviewInvitation}/${options.token}`;
  await deps.mailer.send(
    layoutMail({
      to: options.to,
      language,
      subject: label('mailReviewInviteSubject', { name: options.testatorName }),
      greeting: label('mailGreetingNoName'),
      blocks: [
        { kind: 'paragraph', text: label('mailReviewInviteBody', { name: options.testatorName }) },
        { kind: 'facts', rows: [{ label: label('mailReviewInviteUntil'), value: writtenWhen(options.expiresAt, language) }] },
        { kind: 'action', text: label('mailReviewInviteAction'), url },
        { kind: 'note', text: label('mailReviewInviteIgnore') },
      ],
      signature: label('mailSignature'),
      footer: label('mailFooterReviewInvite', { name: options.testatorName }),
    }),
  );
}

/** Ours: invite a reviewer to the caller's will, in a template and the languages chosen, for some days. */
export async function inviteReviewer(
  deps: ReviewDeps,
  caller: Caller,
  input: { email: string; templateId: number; languageIds: number[]; days: number },
): Promise<{ status: 'success'; grant: TReviewGrant }> {
  const [template, languages, testator] = await Promise.all([
    findLibraryTemplate(deps, input.templateId),
    deps.i18n.findLanguages(),
    repo.selectUserEmail(deps.db, caller.userId),
  ]);
  if (!template || !testator) throw notFound('Template');
  const offered = new Set(languages.filter((language) => isDeedLanguage(language.languageCode)).map((language) => language.languageId));
  const languageIds = [...new Set(input.languageIds)];
  if (languageIds.some((id) => !offered.has(id))) throw notFound('Language');
  if (sameEmail(input.email, testator.email))
    throw new AppError('validation', 'Invite someone else: this is your own address.', {
      messageKey: 'reviewInviteOwnEmail',
      errors: [{ path: 'email', code: 'own_email', message: 'Invite someone else: this is your own address.' }],
    });
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.days * DAY_MS);
  const grant = await repo.insertGrant(deps.db, {
    testatorId: caller.userId,
    email: input.email.trim().toLowerCase(),
    tokenHash: hashOf(token),
    templateId: template.id,
    languageIds,
    expiresAt,
  });
  await sendInvitation(deps, {
    to: grant.email,
    token,
    testatorName: `${testator.firstName} ${testator.lastName}`.trim(),
    language: testator.preferredLanguage,
    expiresAt,
  });
  return { status: 'success', grant: grantView(grant, [], now) };
}

/** Ours: the caller's invitations with their comments, newest first. */
export async function listGrants(deps: ReviewDeps, caller: Caller): Promise<{ grants: TReviewGrant[] }> {
  const [grants, comments, versions] = await Promise.all([
    repo.selectGrantsOfTestator(deps.db, caller.userId),
    repo.selectCommentsOfTestator(deps.db, caller.userId),
    repo.selectVersionTimes(deps.db, caller.userId),
  ]);
  const now = new Date();
  return {
    grants: grants.map((grant) =>
      grantView(
        grant,
        comments.filter((comment) => comment.grantId === grant.id).map((comment) => commentView(comment, versions)),
        now,
      ),
    ),
  };
}

/** Ours: the reviewer's access ends now; their next call answers 404. */
export async function revokeReviewer(deps: ReviewDeps, caller: Caller, grantId: number) {
  if (!(await repo.revokeGrant(deps.db, caller.userId, grantId, new Date()))) throw notFound('Invitation');
  return { status: 'success' as const, message: 'The reviewer can no longer read your will.' };
}

/** Ours: the testator answers a comment on their will, and marks it resolved or open again. */
export async function answerComment(
  deps: ReviewDeps,
  caller: Caller,
  commentId: number,
  input: { answer?: string | null; resolved?: boolean },
): Promise<{ status: 'success'; comment: TReviewComment }> {
  const now = new Date();
  const values: { answer?: string | null; answeredAt?: Date | null; resolvedAt?: Date | null } = {};
  if (input.answer !== undefined) Object.assign(values, { answer: input.answer, answeredAt: input.answer ? now : null });
  if (input.resolved !== undefined) values.resolvedAt = input.resolved ? now : null;
  const comment =
    Object.keys(values).length > 0
      ? await repo.updateCommentOfTestator(deps.db, caller.userId, commentId, values)
      : (await repo.selectCommentsOfTestator(deps.db, caller.userId)).find((candidate) => candidate.id === commentId);
  if (!comment) throw notFound('Comment');
  return { status: 'success', comment: commentView(comment, await repo.selectVersionTimes(deps.db, caller.userId)) };
}

/**
 * The invitation a link names, if `email` (proved: a signed-in account's, or the one a registration code was just
 * verified for) may accept it: not revoked, not past its time, not taken by another account.
 */
export async function invitationFor(db: Executor, token: string, email: string, userId?: number): Promise<repo.Grant | undefined> {
  const grant = await repo.selectGrantByTokenForUpdate(db, hashOf(token));
  if (!grant || grant.revokedAt || grant.expiresAt <= new Date() || !sameEmail(grant.email, email)) return undefined;
  if (grant.testatorId === userId) return undefined;
  if (grant.reviewerId !== null && grant.reviewerId !== userId) return undefined;
  return grant;
}

/** The account `userId` becomes the grant's reviewer (within the caller's transaction). */
export async function acceptAs(db: Executor, grant: repo.Grant, userId: number): Promise<void> {
  if (grant.reviewerId === userId) return;
  await repo.acceptGrant(db, grant.id, userId, new Date());
}

/** Ours: a signed-in account accepts an invitation sent to its own address. */
export async function acceptInvitation(deps: ReviewDeps, caller: Caller, token: string) {
  const account = await repo.selectUserEmail(deps.db, caller.userId);
  const grantId = await deps.db.transaction(async (tx) => {
    const grant = account && (await invitationFor(tx, token, account.email, caller.userId));
    if (!grant) return undefined;
    await acceptAs(tx, grant, caller.userId);
    return grant.id;
  });
  if (grantId === undefined) throw notFound('Invitation');
  return { status: 'success' as const, grantId };
}

/** Ours: the wills shared with the caller, whose access has neither ended nor been revoked. */
export async function sharedWills(deps: ReviewDeps, caller: Caller) {
  const rows = await repo.selectLiveGrants(deps.db, caller.userId, new Date());
  return {
    wills: rows.map(({ grant, testatorName }) => ({
      grantId: grant.id,
      testatorName,
      expiresAt: grant.expiresAt.toISOString(),
      verdict: verdictOf(grant.verdict),
    })),
  };
}

/** The caller's live grant, or 404; with the testator as the will service knows a caller. */
async function liveGrant(deps: ReviewDeps, caller: Caller, grantId: number) {
  const row = await repo.selectLiveGrant(deps.db, caller.userId, grantId, new Date());
  if (!row) throw notFound('Will');
  const testator: Caller = { userId: row.grant.testatorId, roleId: ROLE_TESTATOR, firstName: '' };
  const trail: ReviewTrail = { testatorId: row.grant.testatorId, grantId: row.grant.id, reviewer: row.grant.email };
  return { ...row, testator, trail };
}

/** Ours: one will shared with the caller: whose, until when, its languages and the deed's headings. */
export async function sharedWill(
  deps: ReviewDeps,
  caller: Caller,
  grantId: number,
  code: string | undefined,
): Promise<Traced<TSharedWillResponse>> {
  const { grant, testatorName, trail } = await liveGrant(deps, caller, grantId);
  const template = grant.templateId === null ? undefined : await findLibraryTemplate(deps, grant.templateId);
  if (!template) throw notFound('Template');
  const languages = await deps.i18n.findLanguages();
  const resolved = await deps.i18n.resolveLanguage(code);
  const interfaceLanguage = languages.find((language) => language.languageCode === resolved) ?? languages[0]!;
  const sections = await templateSections(deps, { templateId: template.id, languageId: interfaceLanguage.languageId });
  return {
    trail,
    answer: {
      grantId: grant.id,
      testatorName,
      expiresAt: grant.expiresAt.toISOString(),
      verdict: verdictOf(grant.verdict),
      templateName: template.name,
      languages: languages
        .filter((language) => grant.languageIds.includes(language.languageId))
        .map(({ languageId, languageCode, languageName }) => ({ languageId, languageCode, languageName })),
      headings: [...new Set(sections.map((section) => section.heading).filter(Boolean))],
    },
  };
}

/** Ours: the shared will as a PDF, through the testator's own preview, in a language the testator allowed. */
export async function previewShared(deps: ReviewDeps, caller: Caller, params: { grantId: number; languageId: number }) {
  const { grant, testator, trail } = await liveGrant(deps, caller, params.grantId);
  if (grant.templateId === null || !grant.languageIds.includes(params.languageId)) throw notFound('Language');
  const preview = await previewWill(deps, testator, {
    templateId: grant.templateId,
    userId: testator.userId,
    languageId: params.languageId,
  });
  return { trail, answer: { pdfContent: preview.pdfContent, missingHeadings: preview.missingHeadings } };
}

/** Ours: the shared will's check, worded in the caller's language. */
export async function checkShared(deps: ReviewDeps, caller: Caller, grantId: number, code: string | undefined) {
  const { grant, testator, trail } = await liveGrant(deps, caller, grantId);
  return { trail, answer: await checkWill(deps, testator, { templateId: grant.templateId ?? undefined, code }) };
}

/** Ours: the shared will's versions, newest first, with what changed since the one before. */
export async function changesShared(deps: ReviewDeps, caller: Caller, grantId: number, code: string | undefined) {
  const { testator, trail } = await liveGrant(deps, caller, grantId);
  const versions = await listVersions(deps, testator, code);
  return {
    trail,
    answer: {
      versions: versions.map(({ versionId, createdAt, templateName, languageName, isDraft, changes }) => ({
        versionId,
        createdAt,
        templateName,
        languageName,
        isDraft,
        changes,
      })),
    },
  };
}

/** Ours: the caller's comments on a shared will, with the testator's answers. */
export async function commentsShared(deps: ReviewDeps, caller: Caller, grantId: number) {
  const { grant, trail } = await liveGrant(deps, caller, grantId);
  const [comments, versions] = await Promise.all([
    repo.selectCommentsOfGrant(deps.db, grant.id),
    repo.selectVersionTimes(deps.db, grant.testatorId),
  ]);
  return { trail, answer: { comments: comments.map((comment) => commentView(comment, versions)) } };
}

/** Ours: a comment on a shared will. */
export async function addComment(
  deps: ReviewDeps,
  caller: Caller,
  grantId: number,
  input: { anchorKind: TReviewAnchorKind; anchor: string; body: string },
) {
  const { grant, trail } = await liveGrant(deps, caller, grantId);
  const comment = await repo.insertComment(deps.db, {
    testatorId: grant.testatorId,
    grantId: grant.id,
    anchorKind: input.anchorKind,
    anchor: input.anchorKind === 'general' ? '' : input.anchor,
    body: input.body,
  });
  return { trail, answer: { status: 'success' as const, comment: commentView(comment, []) } };
}

/** Ours: the reviewer's general verdict on a shared will. */
export async function giveVerdict(deps: ReviewDeps, caller: Caller, grantId: number, verdict: TReviewVerdict) {
  const { grant, trail } = await liveGrant(deps, caller, grantId);
  await repo.updateVerdict(deps.db, grant.id, verdict, new Date());
  return { trail, answer: { status: 'success' as const, message: 'Your verdict is recorded.' } };
}
