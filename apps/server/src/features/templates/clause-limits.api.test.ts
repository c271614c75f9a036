import { ROLE_ADMIN } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, type Session } from '../../../test/fixtures.ts';

// Issue 24 §3: a clause that passed the save check (four heirs, under 250 ms) could hold the event loop for
// seconds against a larger family, and previews were not limited.

let t: ApiTest;
let admin: Session;
let english: number;
beforeAll(async () => {
  t = await startApiTest({ renderRateLimitPerMinute: 4 });
  admin = await createUser(t, { roleId: ROLE_ADMIN });
  const { rows } = await t.pool.query<{ language_id: number }>(`SELECT language_id FROM languages WHERE language_code = 'en'`);
  english = rows[0]!.language_id;
});
afterAll(() => t.close());

const post = (session: Session, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/wst/admin/${path}`, headers: bearer(session.token), payload });

/** Loops nested `depth` deep over the heirs: 4^depth turns for the sample's four heirs, 60^depth for the large one. */
const nestedLoops = (depth: number) =>
  `${Array.from({ length: depth }, (_, i) => `{% for h${i} in heirs %}`).join('')}.${'{% endfor %}'.repeat(depth)}`;

describe('clause limits', () => {
  it('refuses on save a clause that is quick for four heirs but stalls for sixty, and says so in the editor', async () => {
    const heavy = nestedLoops(5);
    const saved = await post(admin, 'saveTemplateClauses', {
      headingName: 'Heavy loops',
      templateClausesKey: 'heavy_loops',
      languageId: english,
      clauses: [{ templateStatements: heavy }],
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      code: 'validation',
      errors: [{ path: 'clauses.0.templateStatements', code: 'invalid_clause', message: expect.stringMatching(/large sample/) }],
    });
    const checked = await post(admin, 'checkClause', { templateStatements: heavy });
    expect(checked.json().problem.message).toMatch(/60 heirs and 300 assets/);
    // A clause that lists every heir once is fine for any family.
    const light = await post(admin, 'checkClause', { templateStatements: '{% for heir in heirs %}{{ heir.fullName }}, {% endfor %}' });
    expect(light.json()).toEqual({ problem: null });
  });

  it('stops a heavy clause saved before the check within its limit, naming it, while /api/health keeps answering at once', async () => {
    // As if saved before the save check existed: straight into the table, in an existing heading.
    const { rows } = await t.pool.query<{ heading_id: number }>('SELECT heading_id FROM clauses LIMIT 1');
    const headingId = rows[0]!.heading_id;
    const inserted = await t.pool.query<{ id: number }>(
      `INSERT INTO clauses (heading_id, clause_key, language_id, content) VALUES ($1, 'legacy_heavy', $2, $3) RETURNING id`,
      [headingId, english, nestedLoops(12)],
    );
    // The render worker up first (it starts with the first render): what is measured is the heavy clause alone.
    const { rows: light } = await t.pool.query<{ id: number }>(
      "SELECT id FROM clauses WHERE heading_id = $1 AND language_id = $2 AND clause_key <> 'legacy_heavy' LIMIT 1",
      [headingId, english],
    );
    const warm = await post(admin, 'previewWillTemplate', {
      languageId: english,
      clauseContents: [{ headingId, contentId: light[0]!.id }],
    });
    expect(warm.statusCode).toBe(200);
    let done = false;
    const preview = post(admin, 'previewWillTemplate', {
      languageId: english,
      clauseContents: [{ headingId, contentId: inserted.rows[0]!.id }],
    }).then((response) => {
      done = true;
      return response;
    });
    // A health check is due every 20 ms, as a load balancer's would be. The test runs on the server's own event
    // loop, so a check due while something holds it is answered when it lets go: the longest gap between two
    // answers is how long /api/health waited. The clause renders on a render worker (issue 25), so nothing does.
    const gaps: number[] = [];
    let last = Date.now();
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      gaps.push(Date.now() - last);
      last = Date.now();
    }
    const answer = await preview;
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'clause_too_heavy',
      messageKey: 'errorClauseTooHeavy',
      message: expect.stringContaining('"legacy_heavy"'),
      errors: [{ path: 'legacy_heavy', code: 'clause_too_heavy' }],
    });
    // Liquid stopped the clause at its two seconds, on the worker: on the event loop, health waited 2,130 ms for it.
    expect(gaps.reduce((sum, gap) => sum + gap, 0)).toBeGreaterThan(1_500);
    expect(Math.max(...gaps)).toBeLessThan(200);
  }, 60_000);

  it('limits renders per user, not per address: another administrator is still served', async () => {
    const first = await createUser(t, { roleId: ROLE_ADMIN });
    const second = await createUser(t, { roleId: ROLE_ADMIN });
    const check = (session: Session) => post(session, 'checkClause', { templateStatements: 'Hello' });
    for (let i = 0; i < 4; i++) expect((await check(first)).statusCode).toBe(200);
    const refused = await check(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await check(second)).statusCode).toBe(200);
  });
});
