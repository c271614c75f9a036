// Advocate review (issue 27) through the API: invite → the mail with its link → the reviewer registers → reads the
// preview, the check and the changes → comments → the testator answers and resolves → a new version addresses it →
// revoke → 404. Isolation between two testators and two reviewers, expiry, the Security page, export and deletion.
import { ROLE_REVIEWER, ROLE_TESTATOR } from '@vasiyat/contract';
import { pdfText } from '@vasiyat/documents/testing';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { createUser, personInput, type Session } from '../../../test/fixtures.ts';
import { call, invitationTokenFor, invite, registerReviewer } from '../../../test/review-seed.ts';
import { type SeededTestator, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let anita: SeededTestator;
let bhaskar: SeededTestator;
let templateId: number;
let languages: { languageId: number; languageCode: string }[];
const lang = (code: string) => languages.find((language) => language.languageCode === code)!.languageId;

const reviewerCalls = (grantId: number) =>
  [
    ['GET', `review/will/${grantId}?code=en`, undefined],
    ['POST', `review/preview/${grantId}/${lang('en')}`, {}],
    ['GET', `review/check/${grantId}?code=en`, undefined],
    ['GET', `review/changes/${grantId}?code=en`, undefined],
    ['GET', `review/comments/${grantId}`, undefined],
    ['POST', `review/comment/${grantId}`, { anchorKind: 'general', body: 'Intruding comment' }],
    ['POST', `review/verdict/${grantId}`, { verdict: 'ready' }],
  ] as const;

/** Every reviewer call on a grant answers 404 to `who`, with no data and nothing written. */
async function expectAllRefused(who: { token: string }, grantId: number) {
  const before = await t.pool.query('select count(*)::int as n, max(verdict) as v from review_comments, review_grants');
  for (const [method, path, body] of reviewerCalls(grantId)) {
    const answer = await call(t, who, method, path, body);
    expect(answer.statusCode, `${method} ${path}: ${answer.body.slice(0, 200)}`).toBe(404);
    expect(Object.keys(answer.json()).sort()).toEqual(['code', 'message', 'messageKey', 'status']);
  }
  const after = await t.pool.query('select count(*)::int as n, max(verdict) as v from review_comments, review_grants');
  expect(after.rows).toEqual(before.rows);
}

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  [anita, bhaskar] = await Promise.all([
    seedTestator(transport, { firstName: 'Anita', lastName: 'Deshmukh' }),
    seedTestator(transport, { firstName: 'Bhaskar', lastName: 'Menon', gender: 'M' }),
  ]);
  await Promise.all([
    call(t, anita, 'POST', 'testator/saveOrUpdate', {
      ...personInput({ firstName: 'Anita', lastName: 'Deshmukh', nhMasterId: null, dob: '1962-08-15' }),
      entityId: anita.userId,
    }),
    call(t, bhaskar, 'POST', 'testator/saveOrUpdate', {
      ...personInput({ firstName: 'Bhaskar', lastName: 'Menon', gender: 'M', nhMasterId: null, dob: '1960-01-01' }),
      entityId: bhaskar.userId,
    }),
  ]);
  const templates = (await call(t, anita, 'GET', 'testator/willTemplates?code=en')).json();
  templateId = templates.templates[0].willTemplateId;
  languages = templates.languages;
}, 60_000);
afterAll(() => t?.close());

describe('advocate review', () => {
  const meera = 'meera.advocate@example.in';
  let grantId: number;
  let token: string;
  let reviewer: Session;

  it('mails the invitation with its link, in the testator’s language', async () => {
    await t.pool.query(`update users set preferred_language = 'hi' where id = $1`, [anita.userId]);
    ({ grantId, token } = await invite(t, anita, { email: meera, templateId, languageIds: [lang('en'), lang('hi')] }));
    const { raw } = await invitationTokenFor(t, meera, 0);
    expect(raw).toContain('lang="hi"');
    expect(raw).toMatch(/http:\/\/[^/]+\/review-invitation\//);
    const grants = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants;
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ grantId, email: meera, status: 'invited', verdict: null, comments: [] });
    // Only the link's holder can accept: its secret is not kept in the database.
    const { rows } = await t.pool.query('select token_hash from review_grants where id = $1', [grantId]);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('refuses the testator’s own address and a language the deed is not offered in', async () => {
    const own = await call(t, anita, 'POST', 'testator/review/invite', { email: anita.email, templateId, languageIds: [lang('en')] });
    expect(own.statusCode).toBe(400);
    const unknown = await call(t, anita, 'POST', 'testator/review/invite', { email: meera, templateId, languageIds: [999_999] });
    expect(unknown.statusCode).toBe(404);
  });

  it('registers the reviewer from the link as a reviewer, with no will of their own', async () => {
    reviewer = await registerReviewer(t, meera, token);
    expect(reviewer.roleId).toBe(ROLE_REVIEWER);
    // A reviewer's account reaches none of the testator's calls.
    expect((await call(t, reviewer, 'GET', 'testator/willVersions')).statusCode).toBe(403);
    const wills = (await call(t, reviewer, 'GET', 'review/wills')).json().wills;
    expect(wills).toEqual([{ grantId, testatorName: 'Anita Deshmukh', expiresAt: expect.any(String), verdict: null }]);
    const grants = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants;
    expect(grants[0].status).toBe('active');
    // The link is spent: another account cannot take it, even with the same secret.
    const stranger = await createUser(t, { roleId: ROLE_REVIEWER });
    expect((await call(t, stranger, 'POST', 'review/accept', { token })).statusCode).toBe(404);
  });

  it('shows the reviewer the will in the languages allowed, its check and its versions', async () => {
    const will = (await call(t, reviewer, 'GET', `review/will/${grantId}?code=en`)).json();
    expect(will.testatorName).toBe('Anita Deshmukh');
    expect(will.languages.map((language: { languageCode: string }) => language.languageCode).sort()).toEqual(['en', 'hi']);
    expect(will.headings.length).toBeGreaterThan(2);
    const preview = await call(t, reviewer, 'POST', `review/preview/${grantId}/${lang('en')}`, {});
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    const text = await pdfText(Buffer.from(preview.json().pdfContent, 'base64'));
    expect(text).toContain('Anita Deshmukh');
    expect(text).not.toContain('Bhaskar');
    // Tamil was not allowed.
    expect((await call(t, reviewer, 'POST', `review/preview/${grantId}/${lang('ta')}`, {})).statusCode).toBe(404);
    const check = (await call(t, reviewer, 'GET', `review/check/${grantId}?code=en`)).json();
    expect(check.findings.length).toBeGreaterThan(0);
    // The testator downloads twice: the reviewer sees the versions and what changed between them.
    await call(t, anita, 'POST', 'testator/downloadWill', { templateId, languageId: lang('en'), fileFormat: 'pdf' });
    await seedPerson(seedTransport(t), anita, 'beneficiary_individual', { firstName: 'Rohan', lastName: 'Deshmukh' });
    await call(t, anita, 'POST', 'testator/downloadWill', { templateId, languageId: lang('en'), fileFormat: 'pdf' });
    const { versions } = (await call(t, reviewer, 'GET', `review/changes/${grantId}?code=en`)).json();
    expect(versions).toHaveLength(2);
    expect(versions[0].changes.join(' ')).toContain('Rohan');
  });

  it('takes the reviewer’s comments and verdict; the testator answers, resolves, and the next version addresses them', async () => {
    const { headings } = (await call(t, reviewer, 'GET', `review/will/${grantId}?code=en`)).json();
    const { findings } = (await call(t, reviewer, 'GET', `review/check/${grantId}?code=en`)).json();
    const onHeading = await call(t, reviewer, 'POST', `review/comment/${grantId}`, {
      anchorKind: 'heading',
      anchor: headings[0],
      body: 'Name the executor’s substitute here.',
    });
    expect(onHeading.statusCode, onHeading.body).toBe(200);
    const onFinding = await call(t, reviewer, 'POST', `review/comment/${grantId}`, {
      anchorKind: 'finding',
      anchor: findings[0].code,
      body: 'This needs fixing before signing.',
    });
    expect(onFinding.statusCode).toBe(200);
    // A heading comment must say which heading.
    expect((await call(t, reviewer, 'POST', `review/comment/${grantId}`, { anchorKind: 'heading', body: 'Where?' })).statusCode).toBe(400);
    expect((await call(t, reviewer, 'POST', `review/verdict/${grantId}`, { verdict: 'changes' })).statusCode).toBe(200);

    const [grant] = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants;
    expect(grant.verdict).toBe('changes');
    expect(grant.comments.map((comment: { anchorKind: string; anchor: string }) => [comment.anchorKind, comment.anchor])).toEqual([
      ['heading', headings[0]],
      ['finding', findings[0].code],
    ]);
    const commentId = onHeading.json().comment.commentId;
    const answered = await call(t, anita, 'POST', `testator/review/answer/${commentId}`, { answer: 'Added my brother.', resolved: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().comment).toMatchObject({
      answer: 'Added my brother.',
      resolvedAt: expect.any(String),
      addressedInVersionId: null,
    });
    // The reviewer reads the answer.
    const seen = (await call(t, reviewer, 'GET', `review/comments/${grantId}`)).json().comments;
    expect(seen[0]).toMatchObject({ answer: 'Added my brother.', resolvedAt: expect.any(String) });
    // The next download addresses the resolved comment, not the open one.
    await call(t, anita, 'POST', 'testator/downloadWill', { templateId, languageId: lang('en'), fileFormat: 'pdf' });
    const [newest] = (await call(t, anita, 'GET', 'testator/willVersions?code=en')).json();
    const after = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants[0].comments;
    expect(after.map((comment: { addressedInVersionId: number | null }) => comment.addressedInVersionId)).toEqual([newest.versionId, null]);
  });

  it('lists every read and comment of the reviewer on the testator’s Security page and in the audit log', async () => {
    const { events } = (await call(t, anita, 'GET', 'account/securityEvents')).json();
    const review = events.filter((event: { event: string }) => event.event.startsWith('review.'));
    expect(new Set(review.map((event: { event: string }) => event.event))).toEqual(new Set(['review.read', 'review.comment']));
    expect(review.every((event: { reviewer: string }) => event.reviewer === meera)).toBe(true);
    const { rows } = await t.pool.query(
      `select event, details->>'call' as call from audit_log where user_id = $1 and details->>'testatorId' = $2 order by id`,
      [reviewer.userId, String(anita.userId)],
    );
    const calls = new Set(rows.map((row) => row.call));
    for (const name of [
      'sharedWill',
      'reviewPreview',
      'reviewCheck',
      'reviewChanges',
      'reviewComments',
      'addReviewComment',
      'reviewVerdict',
    ])
      expect(calls.has(name), name).toBe(true);
    // The reviewer's own Security page does not show them as reads of their own.
    const own = (await call(t, reviewer, 'GET', 'account/securityEvents')).json().events;
    expect(own.filter((event: { event: string }) => event.event.startsWith('review.'))).toEqual([]);
  });

  it('keeps two testators and two reviewers apart', async () => {
    // Bhaskar invites Meera too (a reviewer of two testators), and Chitra, a testator with an account of her own.
    const chitra = await seedTestator(seedTransport(t), { firstName: 'Chitra', lastName: 'Rao' });
    const toMeera = await invite(t, bhaskar, { email: meera, templateId, languageIds: [lang('en')] });
    const toChitra = await invite(t, bhaskar, { email: chitra.email, templateId, languageIds: [lang('en')] });
    // The invitation is for the address it was sent to: Chitra cannot accept Meera's.
    expect((await call(t, chitra, 'POST', 'review/accept', { token: toMeera.token })).statusCode).toBe(404);
    expect((await call(t, reviewer, 'POST', 'review/accept', { token: toMeera.token })).json()).toEqual({
      status: 'success',
      grantId: toMeera.grantId,
    });
    // A testator accepts with the account they have, and stays a testator.
    expect((await call(t, chitra, 'POST', 'review/accept', { token: toChitra.token })).statusCode).toBe(200);
    expect((await call(t, chitra, 'GET', 'testator/willVersions')).statusCode).toBe(200);

    const meeraWills = (await call(t, reviewer, 'GET', 'review/wills')).json().wills;
    expect(meeraWills.map((will: { testatorName: string }) => will.testatorName).sort()).toEqual(['Anita Deshmukh', 'Bhaskar Menon']);
    const chitraWills = (await call(t, chitra, 'GET', 'review/wills')).json().wills;
    expect(chitraWills).toEqual([expect.objectContaining({ grantId: toChitra.grantId, testatorName: 'Bhaskar Menon' })]);
    // Meera's comment on Bhaskar's will is not Chitra's to read, nor on Anita's.
    await call(t, reviewer, 'POST', `review/comment/${toMeera.grantId}`, { anchorKind: 'general', body: 'For Bhaskar only' });
    await expectAllRefused(chitra, grantId);
    await expectAllRefused(chitra, toMeera.grantId);
    await expectAllRefused(reviewer, toChitra.grantId);
    // Bhaskar's will through Meera's grant shows Bhaskar's, never Anita's.
    const preview = await call(t, reviewer, 'POST', `review/preview/${toMeera.grantId}/${lang('en')}`, {});
    const text = await pdfText(Buffer.from(preview.json().pdfContent, 'base64'));
    expect(text).toContain('Bhaskar Menon');
    expect(text).not.toContain('Anita');
    const comments = (await call(t, reviewer, 'GET', `review/comments/${toMeera.grantId}`)).json().comments;
    expect(comments.map((comment: { body: string }) => comment.body)).toEqual(['For Bhaskar only']);

    // A testator cannot revoke or answer through another testator's ids.
    const anitaComment = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants[0].comments[0].commentId;
    expect((await call(t, bhaskar, 'POST', `testator/review/revoke/${grantId}`, {})).statusCode).toBe(404);
    expect(
      (await call(t, bhaskar, 'POST', `testator/review/answer/${anitaComment}`, { answer: 'Hijack', resolved: false })).statusCode,
    ).toBe(404);
    const { rows } = await t.pool.query(
      'select answer, revoked_at from review_comments c join review_grants g on g.id = c.grant_id where c.id = $1',
      [anitaComment],
    );
    expect(rows[0]).toEqual({ answer: 'Added my brother.', revoked_at: null });
    const bhaskarGrants = (await call(t, bhaskar, 'GET', 'testator/review/grants')).json().grants;
    expect(bhaskarGrants.map((grant: { grantId: number }) => grant.grantId).sort()).toEqual([toMeera.grantId, toChitra.grantId].sort());
  });

  it('ends the reviewer’s access at once when the testator revokes it', async () => {
    expect((await call(t, reviewer, 'GET', `review/will/${grantId}?code=en`)).statusCode).toBe(200);
    expect((await call(t, anita, 'POST', `testator/review/revoke/${grantId}`, {})).statusCode).toBe(200);
    await expectAllRefused(reviewer, grantId);
    const wills = (await call(t, reviewer, 'GET', 'review/wills')).json().wills;
    expect(wills.map((will: { testatorName: string }) => will.testatorName)).toEqual(['Bhaskar Menon']);
    expect((await call(t, anita, 'GET', 'testator/review/grants')).json().grants[0].status).toBe('revoked');
  });

  it('ends the access when its time is up, and refuses an expired link', async () => {
    const [grant] = (await call(t, reviewer, 'GET', 'review/wills')).json().wills;
    expect((await call(t, reviewer, 'GET', `review/check/${grant.grantId}?code=en`)).statusCode).toBe(200);
    await t.pool.query(`update review_grants set expires_at = now() - interval '1 second' where id = $1`, [grant.grantId]);
    await expectAllRefused(reviewer, grant.grantId);
    expect((await call(t, reviewer, 'GET', 'review/wills')).json().wills).toEqual([]);
    // An invitation not yet accepted when its time ran out cannot be accepted.
    const late = await invite(t, anita, { email: 'late.reviewer@example.in', templateId, languageIds: [lang('en')], days: 1 });
    await t.pool.query(`update review_grants set expires_at = now() - interval '1 second' where id = $1`, [late.grantId]);
    const lateReviewer = await createUser(t, { roleId: ROLE_REVIEWER, email: 'late.reviewer@example.in' });
    expect((await call(t, lateReviewer, 'POST', 'review/accept', { token: late.token })).statusCode).toBe(404);
    const statuses = (await call(t, anita, 'GET', 'testator/review/grants')).json().grants.map((g: { status: string }) => g.status);
    expect(statuses).toEqual(['expired', 'revoked']);
  });

  it('exports the invitations and comments with the testator’s data, and deletes them with the account', async () => {
    const answer = await call(t, anita, 'GET', 'account/export');
    expect(answer.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(answer.rawPayload));
    const grants = JSON.parse(strFromU8(zip['records/review_grants.json']!));
    const comments = JSON.parse(strFromU8(zip['records/review_comments.json']!));
    expect(grants.map((grant: { email: string }) => grant.email).sort()).toEqual(['late.reviewer@example.in', meera]);
    expect(comments.map((comment: { answer: string | null }) => comment.answer)).toEqual(['Added my brother.', null]);
    const deleted = await call(t, anita, 'POST', 'account/delete', { password: anita.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await t.pool.query(
      'select (select count(*)::int from review_grants where testator_id = $1) as grants, (select count(*)::int from review_comments where testator_id = $1) as comments',
      [anita.userId],
    );
    expect(rows[0]).toEqual({ grants: 0, comments: 0 });
    // A reviewer's deletion leaves the testator's comments, no longer tied to the account.
    const meeraDeleted = await call(t, reviewer, 'POST', 'account/delete', { password: reviewer.password });
    expect(meeraDeleted.statusCode, meeraDeleted.body).toBe(200);
    const bhaskarGrants = (await call(t, bhaskar, 'GET', 'testator/review/grants')).json().grants;
    const toMeera = bhaskarGrants.find((grant: { email: string }) => grant.email === meera);
    expect(toMeera.comments.map((comment: { body: string }) => comment.body)).toEqual(['For Bhaskar only']);
    expect(ROLE_TESTATOR).toBe(21);
  });
});
