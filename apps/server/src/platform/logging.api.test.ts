import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';
import { users } from '../db/schema.ts';

// The log of a failed request names the error's code and the kind of statement, never the query's values.

const SECRET = 'SECRET-NAME-123';
const lines: string[] = [];
let t: ApiTest;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startApiTest(
    {},
    {
      logger: { level: 'info', stream },
      beforeReady: (app, database) => {
        // Test-only routes that make the real database fail with a person's name in the query.
        app.get('/test-only/cast', async () => database.db.execute(sql`SELECT ${SECRET}::int AS n`));
        // Not null: PostgreSQL's detail repeats the whole row ('Failing row contains (…)').
        app.get('/test-only/null', async () =>
          database.db.execute(sql`INSERT INTO users (email, first_name, last_name, role_id) VALUES (${SECRET}, ${SECRET}, NULL, 21)`),
        );
        app.get('/test-only/insert', async () => {
          await database.db.insert(users).values({ email: `${SECRET}@example.in`, firstName: SECRET, lastName: SECRET, roleId: 999_999 });
          await database.db.insert(users).values({ email: `${SECRET}@example.in`, firstName: SECRET, lastName: SECRET, roleId: 999_999 });
        });
      },
    },
  );
});
afterAll(() => t.close());

it.each([
  ['/test-only/cast', '22P02'],
  ['/test-only/null', '23502'],
  ['/test-only/insert', '23505'],
])('%s: the answer is generic and the log carries the code, not the values', async (url, code) => {
  lines.length = 0;
  const response = await t.app.inject({ method: 'GET', url });
  // A unique index's refusal is a conflict (two saves racing), anything else a generic 500.
  expect(response.statusCode).toBe(code === '23505' ? 409 : 500);
  expect(response.body).not.toContain(SECRET);
  expect(response.json()).toMatchObject({ status: 'error', code: expect.any(String), messageKey: expect.any(String) });
  const log = lines.join('');
  expect(log).not.toContain(SECRET);
  if (code !== '23505') {
    expect(log).toContain(`"code":"${code}"`);
    expect(log).toContain(code === '22P02' ? '"statement":"select' : '"statement":"insert users');
  }
});
