import { allEndpoints, type Endpoint, ERRORS, pathOf, ZErrorResponse } from '@vasiyat/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';
import { bearer, createUser, type Session } from '../../test/fixtures.ts';

// Thousands of requests built from the endpoint table's own schemas, shaped like the real thing but wrong
// (control characters, ids past the column, huge and negative numbers, wrong types, missing and extra
// fields) or entirely random: the server must answer each with a 2xx or a 4xx in the error shape, never a
// 5xx, and never show a stack trace or SQL.

const SEED = 20_261_124;
const REQUESTS_PER_ENDPOINT = 120;
/** Calls that end the caller's session or mail strangers: fuzzed as a guest only. */
const GUEST_ONLY = new Set(['logout']);

/** Strings that broke servers before: NUL, other controls, SQL and script fragments, very long text. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('a\u0000b', '\u0000', 'x\u0007y', "'; DROP TABLE users; --", '<script>alert(1)</script>', '%00', '../../etc/passwd'),
  fc.constantFrom('2147483648', '-1', '0', '1e309', 'NaN', '9'.repeat(40), ''),
  fc.string({ minLength: 300, maxLength: 2000 }),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1.5, 1e308),
  fc.double({ noNaN: true }),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Values shaped by a zod schema, mostly wrong in the ways that matter, sometimes anything at all. */
function shaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const any = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString, nastyNumber);
  if (depth > 5) return any;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, shaped(value, depth + 1)]));
      return fc.oneof(
        { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.record({ ...fields, extra: any }) },
        { weight: 1, arbitrary: any },
      );
    }
    case 'array':
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(shaped(def.element as z.ZodType, depth + 1), { maxLength: 3 }) },
        { weight: 1, arbitrary: any },
      );
    case 'string':
      return nastyString;
    case 'number':
    case 'int':
      return fc.oneof({ weight: 4, arbitrary: nastyNumber }, { weight: 1, arbitrary: nastyString });
    case 'boolean':
      return fc.oneof(fc.boolean(), any);
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), nastyString);
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), any);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => shaped(option, depth + 1)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(shaped(def.innerType as z.ZodType, depth + 1), fc.constant(null), fc.constant(undefined));
    case 'pipe':
      return shaped(def.in as z.ZodType, depth + 1);
    case 'lazy':
      return shaped((def.getter as () => z.ZodType)(), depth + 1);
    default:
      return any;
  }
}

/** A query string or path parameter carries text: objects become their values as strings. */
function asTextRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, typeof item === 'object' ? JSON.stringify(item) : String(item)]),
  );
}

type Probe = { params?: unknown; query?: unknown; body?: unknown; guest: boolean };

function requests(definition: Endpoint): fc.Arbitrary<Probe> {
  const part = (schema: z.ZodType | undefined) => (schema ? shaped(schema) : fc.constant(undefined));
  return fc.record({
    params: part(definition.params),
    query: part(definition.query),
    body: definition.body
      ? fc.oneof({ weight: 8, arbitrary: part(definition.body) }, { weight: 1, arbitrary: fc.jsonValue() })
      : fc.constant(undefined),
    guest: fc.boolean(),
  });
}

const LEAKS = [
  /\bat \S+ \(/,
  /node_modules/,
  /\.ts:\d+/,
  // SQL shape, not the word: the spec's own 'Please select at least one record …' is a fine answer.
  /\bSELECT\b[\s\S]{0,200}\bFROM\b/i,
  /\bINSERT INTO\b/i,
  /syntax error/i,
  /violates/i,
  /\bError:/,
  /params:/,
];

let t: ApiTest;
let testator: Session;
let admin: Session;
beforeAll(async () => {
  t = await startApiTest();
  testator = await createUser(t);
  admin = await createUser(t, { roleId: 13 });
});
afterAll(() => t.close());

describe('fuzzing every endpoint of the table', () => {
  const names = Object.keys(allEndpoints);
  it(`answers ${names.length} endpoints × ${REQUESTS_PER_ENDPOINT} generated requests without a 5xx or a leak`, {
    timeout: 240_000,
  }, async () => {
    let sent = 0;
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (const name of names) {
      const definition = allEndpoints[name]!;
      await fc.assert(
        fc.asyncProperty(requests(definition), async (probe) => {
          const guest = probe.guest || GUEST_ONLY.has(name);
          const caller = definition.path.startsWith('admin/') ? admin : testator;
          const path = pathOf(definition.path, asTextRecord(probe.params));
          const query = new URLSearchParams(asTextRecord(probe.query)).toString();
          const response = await t.app.inject({
            method: definition.method,
            url: `/api/wst/${path}${query ? `?${query}` : ''}`,
            ...(definition.method === 'GET' || probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
            headers: { 'content-type': 'application/json', ...(guest ? {} : bearer(caller.token)) },
          });
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            // Only answers about a failure can leak one (labels and saved text may say "Select …").
            for (const leak of LEAKS) expect(leak.test(response.body), `${name} leaks ${leak}: ${response.body.slice(0, 300)}`).toBe(false);
            const answer = ZErrorResponse.safeParse(response.json());
            expect(answer.success, `${name}: ${response.body.slice(0, 300)}`).toBe(true);
            expect(Object.keys(ERRORS)).toContain(answer.data?.code);
          }
        }),
        { seed: SEED, numRuns: REQUESTS_PER_ENDPOINT, endOnFailure: true },
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBe(names.length * REQUESTS_PER_ENDPOINT);
  });
});
