// The servers measured by bench/run.ts, in a process of their own so the load generator does not share
// its event loop: the real app, a bare Fastify route (the HTTP ceiling) and the menu SQL through raw pg
// (the database ceiling).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startDatabase } from '../apps/server/src/db/bootstrap.ts';
import { contactsQuery } from '../apps/server/src/features/people/records/repo.ts';
import { heirQuery, listQuery, ownedQuery } from '../apps/server/src/features/people/repo.ts';
import { hashPassword } from '../apps/server/src/platform/crypto.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { issueToken } from '../apps/server/src/platform/tokens.ts';

const MENU_SQL = `
  SELECT m.menu_id AS "menuId", COALESCE(t.name, e.name) AS "menuName", COALESCE(t.description, e.description) AS "menuDescription",
         m.menu_url AS "menuUrl", m.requires
  FROM menus m
  JOIN menu_roles r ON r.menu_id = m.menu_id AND r.role_id = $1
  JOIN languages le ON le.language_code = 'en'
  JOIN menu_translations e ON e.menu_id = m.menu_id AND e.language_id = le.language_id
  LEFT JOIN languages lt ON lt.language_code = $2
  LEFT JOIN menu_translations t ON t.menu_id = m.menu_id AND t.language_id = lt.language_id
  WHERE m.parent_id IS NULL ORDER BY m.sort_order, m.menu_id`;

// The asset list's queries (features/assets/repo.ts), without auth, validation, names or serialisation.
const ASSETS_SQL = `SELECT * FROM assets WHERE testator_id = $1 AND asset_type_id = $2 ORDER BY id`;
const ASSET_FLAGS_SQL = `SELECT asset_id, boolean_id FROM asset_flags WHERE asset_id = ANY($1) ORDER BY boolean_id`;

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vasiyat-bench-'));
// The built web app is served too, so the first load can be measured as a browser gets it.
const STATIC_DIR = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', STATIC_DIR });
const started = await startDatabase(config, () => {});
const { app } = await buildApp({
  config,
  database: started.database,
  mailer: createMailer({ from: config.mailFrom, outboxDir: join(dataDir, 'outbox'), log: () => {} }),
  logger: false,
});
// How long the app took over each route (from the request's arrival to the answer's end), for the soak's report of
// its slowest route: a request's time in the server, without the load generator's queueing.
const routeTimes = new Map<string, number[]>();
let recordingRoutes = false;
app.addHook('onResponse', async (request, reply) => {
  if (!recordingRoutes) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const times = routeTimes.get(route);
  if (times) times.push(reply.elapsedTime);
  else routeTimes.set(route, [reply.elapsedTime]);
});
await app.listen({ port: Number(process.env.BENCH_APP_PORT ?? 0), host: '127.0.0.1' });

const email = `bench.${randomBytes(4).toString('hex')}@example.in`;
const { rows } = await started.database.pool.query<{ id: number }>(
  `INSERT INTO users (email, password_hash, first_name, last_name, role_id) VALUES ($1, $2, 'Bench', 'User', 21) RETURNING id`,
  [email, await hashPassword('bench password')],
);
const userId = rows[0]!.id;
const token = await issueToken(config.jwtSecret, { userId, roleId: 21, firstName: 'Bench', tokenVersion: 0 });

// A testator with 200 people: 100 heirs (a third of them extensions) and 100 beneficiaries, each with a
// contact, an address and the alive flag, as the list screens read them.
await started.database.pool.query(
  `WITH heirs AS (
     INSERT INTO entities (testator_id, kind, first_name, last_name, dob, gender, marital_status_id, religion_id, relation_id)
     SELECT $1, 'heir', 'Heir ' || g, 'Family', '1990-01-01', 'F', 1, 1, 5 FROM generate_series(1, 100) g RETURNING id
   ), bens AS (
     INSERT INTO entities (testator_id, kind, first_name, last_name, dob, gender, marital_status_id, religion_id, relation_id)
     SELECT $1, 'beneficiary_individual', 'Beneficiary ' || g, 'Friend', '1985-01-01', 'M', 2, 1, 27 FROM generate_series(1, 100) g RETURNING id
   ), everyone AS (SELECT id FROM heirs UNION ALL SELECT id FROM bens),
   flags AS (INSERT INTO entity_flags (entity_id, testator_id, boolean_master_id) SELECT id, $1, 8 FROM everyone),
   phones AS (INSERT INTO contacts (testator_id, entity_id, contact_type_id, contact_details) SELECT $1, id, 1, (9000000000 + id)::text FROM everyone)
   INSERT INTO addresses (testator_id, entity_id, address_type_id, door_no, building_number, street, pincode, locality, city, state, country, district)
   SELECT $1, id, 1, '1', 'A', 'Main Road', '600001', 'Centre', 'Chennai', 'Tamil Nadu', 'India', 'Chennai' FROM everyone`,
  [userId],
);
await started.database.pool.query(
  `UPDATE entities e SET parent_id = p.id FROM entities p
   WHERE e.testator_id = $1 AND p.testator_id = $1 AND e.kind = 'heir' AND p.kind = 'heir' AND e.id % 3 = 0 AND p.id = e.id - 1`,
  [userId],
);

// A list of records: the first heir's contacts, 20 numbers of theirs.
const { rows: firstHeir } = await started.database.pool.query<{ id: number }>(
  `SELECT id FROM entities WHERE testator_id = $1 AND kind = 'heir' ORDER BY id LIMIT 1`,
  [userId],
);
const contactsPerson = firstHeir[0]!.id;
await started.database.pool.query(
  `INSERT INTO contacts (testator_id, entity_id, contact_type_id, contact_details)
   SELECT $1, $2, 1 + g % 2, (8000000000 + g)::text FROM generate_series(1, 19) g`,
  [userId, contactsPerson],
);

// 1,000 financial assets (savings accounts, a third mortgaged) for the asset list.
await started.database.pool.query(
  `WITH made AS (
     INSERT INTO assets (testator_id, asset_type_id, name, subtype_id, value_paise, ownership_type_id, description, date_of_inclusion)
     SELECT $1, 3, 'Savings account ' || g, 301, 10000000 + g * 100, 1, 'Held at the branch near home', '2024-01-01'
     FROM generate_series(1, 1000) g RETURNING id
   )
   INSERT INTO asset_flags (asset_id, testator_id, boolean_id) SELECT id, $1, 1 FROM made WHERE id % 3 = 0`,
  [userId],
);

// Issue 10: testators whose wills are large (DESIGN §11: 60 people, 300 assets, 100 assignments, in Hindi), for
// the 20 concurrent renders through the API: one per render loop, each will different (the people in another
// order, other account numbers and values), since Typst memoizes layout and 20 renders of one will would
// mostly measure its cache. Everything of a will the preview reads: self (its id is the user's id, as
// the users and entities share party_id_seq), 26 heirs (half of them also beneficiaries), 31 beneficiaries,
// two witnesses and an executor with Hindi names, addresses and the alive and active flags; 300 assets of all
// ten types (the fixed ones with a location); 100 assignments of three assets each, alternately absolutely to
// one beneficiary (type 10, 100%) and in equal shares to two to five (type 20, the contract's equal split).
// The 12 first names and 8 surnames make 96 different names: name n is first name n % 12 with surname
// (5 (n / 12) + n % 12) % 8, different for every n below 96; person g of will k is name 1 + (g - 1 + k) % 60,
// never the testator's own name (n = 75).
const FIRST_NAMES = ['अर्जुन', 'कृष्ण', 'प्रिया', 'सूर्यकांत', 'लक्ष्मी', 'ज्ञानेश्वर', 'क्षमा', 'पुरुषोत्तम', 'श्रुति', 'ऋषि', 'द्रौपदी', 'त्र्यंबक'];
const SURNAMES = ['वर्मा', 'शर्मा', 'त्रिपाठी', 'द्विवेदी', 'श्रीवास्तव', 'चतुर्वेदी', 'कुलकर्णी', 'मिश्र'];
const PLACES = ['नई दिल्ली', 'लखनऊ', 'वाराणसी', 'प्रयागराज', 'कानपुर', 'जयपुर', 'भोपाल', 'पटना'];
/** A name per asset type 1-10, in the order of the types. */
const ASSET_NAMES = [
  'आवासीय मकान',
  'कार',
  'बचत खाता',
  'दिया गया ऋण',
  'पेटेंट',
  'सिक्कों का संग्रह',
  'कंपनी में निदेशक पद',
  'पत्रिका',
  'ईमेल खाता',
  'जीवन बीमा पॉलिसी',
];

const LARGE_WILLS = 20;

async function seedLargeWill(k: number): Promise<number> {
  const pool = started.database.pool;
  const { rows: made } = await pool.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, gender, dob, role_id, preferred_language)
     VALUES ($1, 'सूर्यकांत', 'शर्मा', 'M', '1958-03-12', 21, 'hi') RETURNING id`,
    [`bench.will.${randomBytes(4).toString('hex')}@example.in`],
  );
  const testatorId = made[0]!.id;
  const names = [testatorId, FIRST_NAMES, SURNAMES, PLACES, k];
  await pool.query(
    `WITH self AS (
       INSERT INTO entities (id, testator_id, kind, first_name, last_name, dob, gender, marital_status_id, religion_id)
       VALUES ($1, $1, 'self', 'सूर्यकांत', 'शर्मा', '1958-03-12', 'M', 2, 1) RETURNING id, 0 AS g, 'self' AS kind
     ), spec AS (
       SELECT g, kind,
              CASE WHEN kind = 'heir' THEN (CASE WHEN g = 1 THEN 3 ELSE (ARRAY[4, 5, 10, 11, 13, 12, 16, 17, 8, 9])[1 + g % 10] END)
                   WHEN kind = 'beneficiary_individual' THEN 27 END AS relation
       FROM (SELECT g, CASE WHEN g <= 26 THEN 'heir' WHEN g <= 57 THEN 'beneficiary_individual' WHEN g <= 59 THEN 'witness' ELSE 'executor' END AS kind
             FROM generate_series(1, 60) g) s
     ), people AS (
       INSERT INTO entities (testator_id, kind, first_name, last_name, dob, gender, marital_status_id, religion_id, relation_id)
       SELECT $1, kind, ($2::text[])[1 + n % 12], ($3::text[])[1 + (5 * (n / 12) + n % 12) % 8],
              make_date(1960 + (g * 13) % 40, 1 + g % 12, 1 + g % 28),
              CASE WHEN relation IN (3, 5, 11, 13, 17, 9) OR (relation IS NULL OR relation = 27) AND g % 2 = 0 THEN 'F' ELSE 'M' END,
              2, 1, relation
       FROM spec CROSS JOIN LATERAL (SELECT 1 + (g - 1 + $5::int) % 60 AS n) named ORDER BY g RETURNING id, kind
     ), everyone AS (
       SELECT id, row_number() OVER (ORDER BY id) AS g, kind FROM people UNION ALL SELECT id, g, kind FROM self
     ), flags AS (
       INSERT INTO entity_flags (entity_id, testator_id, boolean_master_id)
       SELECT id, $1, flag FROM everyone CROSS JOIN (VALUES (7), (8)) f(flag)
       UNION ALL SELECT id, $1, 6 FROM everyone WHERE kind = 'heir' AND g % 2 = 0
     ), phones AS (
       INSERT INTO contacts (testator_id, entity_id, contact_type_id, contact_details) SELECT $1, id, 1, (9000000000 + id)::text FROM everyone
     )
     INSERT INTO addresses (testator_id, entity_id, address_type_id, door_no, building_number, street, pincode, locality, city, state, country, district)
     SELECT $1, id, 1, (10 + g)::text, 'कमल निवास', 'महात्मा गांधी मार्ग', (226001 + g)::text, 'हज़रतगंज',
            ($4::text[])[1 + g % cardinality($4::text[])], 'उत्तर प्रदेश', 'India', ($4::text[])[1 + g % cardinality($4::text[])]
     FROM everyone`,
    names,
  );
  await pool.query(
    `WITH made AS (
       INSERT INTO assets (testator_id, asset_type_id, name, subtype_id, value_paise, ownership_type_id, ownership_percentage, description, date_of_inclusion)
       SELECT $1, t, ($2::text[])[t] || ', क्रम ' || g, t * 100 + 1, (((g * 7919 + $4::int * 104729) % 900) + 100) * 100000,
              CASE WHEN g % 10 = 0 THEN 2 ELSE 1 END, CASE WHEN g % 10 = 0 THEN 50 END,
              ($3::text[])[1 + g % cardinality($3::text[])] || ', खाता / खसरा संख्या ' || (1000 + g * 37 + $4::int * 11113), '2024-01-01'
       FROM generate_series(1, 300) g CROSS JOIN LATERAL (SELECT 1 + (g - 1) % 10 AS t) k ORDER BY g RETURNING id, asset_type_id
     )
     INSERT INTO asset_locations (asset_id, testator_id, location_type, address_details, city, state, pincode, country, landmark)
     SELECT id, $1, 'P', 'भूखंड संख्या ' || id || ', सेक्टर ' || (id % 20), 'लखनऊ', 'उत्तर प्रदेश', '226010', 'India', 'हनुमान मंदिर के पास'
     FROM made WHERE asset_type_id = 1`,
    [testatorId, ASSET_NAMES, PLACES, k],
  );
  await pool.query(
    `INSERT INTO asset_assignments (testator_id, assignment_type_id, number_of_beneficiaries)
     SELECT $1, CASE WHEN g % 2 = 1 THEN 10 ELSE 20 END, CASE WHEN g % 2 = 1 THEN 1 ELSE 2 + (g / 2) % 4 END
     FROM generate_series(1, 100) g ORDER BY g`,
    [testatorId],
  );
  await pool.query(
    `WITH a AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM asset_assignments WHERE testator_id = $1),
          s AS (SELECT id, row_number() OVER (ORDER BY id) AS m FROM assets WHERE testator_id = $1)
     INSERT INTO asset_assignment_assets (assignment_id, asset_id, testator_id)
     SELECT a.id, s.id, $1 FROM a JOIN s ON (s.m - 1) / 3 + 1 = a.n`,
    [testatorId],
  );
  // Who can receive: the beneficiaries and the heirs flagged as beneficiaries. Shares of type 20 are the
  // contract's equalSplit: 100 / n to three decimals, 99.99 shared when 100 does not divide, a thousandth
  // more to the first entries.
  await pool.query(
    `WITH a AS (
       SELECT id, number_of_beneficiaries AS k, row_number() OVER (ORDER BY id) AS n,
              CASE WHEN 100000 % number_of_beneficiaries = 0 THEN 100000 ELSE 99990 END AS total
       FROM asset_assignments WHERE testator_id = $1
     ), receivers AS (
       SELECT e.id, row_number() OVER (ORDER BY e.created_at, e.id) AS r FROM entities e
       WHERE e.testator_id = $1 AND (e.kind = 'beneficiary_individual'
         OR e.kind = 'heir' AND EXISTS (SELECT 1 FROM entity_flags f WHERE f.entity_id = e.id AND f.boolean_master_id = 6))
     ), counted AS (SELECT count(*) AS c FROM receivers)
     INSERT INTO assignment_entries (assignment_id, testator_id, position, beneficiary_id, proportion, condition, immediate_transfer, description)
     SELECT a.id, $1, p - 1, receivers.id,
            (a.total / a.k + CASE WHEN p <= a.total % a.k THEN 1 ELSE 0 END) / 1000.0,
            'मेरी मृत्यु के पश्चात', false, 'पूर्ण स्वामित्व के साथ'
     FROM a CROSS JOIN LATERAL generate_series(1, a.k) p CROSS JOIN counted
     JOIN receivers ON receivers.r = 1 + (a.n * 7 + p * 13) % counted.c`,
    [testatorId],
  );
  return testatorId;
}
const wills: { userId: number; token: string }[] = [];
for (let k = 0; k < LARGE_WILLS; k++) {
  const willUserId = await seedLargeWill(k);
  wills.push({
    userId: willUserId,
    token: await issueToken(config.jwtSecret, { userId: willUserId, roleId: 21, firstName: 'सूर्यकांत', tokenVersion: 0 }),
  });
}

/**
 * Grows the database to 10,000 testators and 1,000,000 assets (DESIGN §11: reads stay within 2x), in
 * set-based statements rather than row by row.
 */
async function growDatabase() {
  const pool = started.database.pool;
  await pool.query(
    `INSERT INTO users (email, first_name, last_name, role_id)
     SELECT 'bulk.' || g || '@example.in', 'Bulk', 'Testator', 21 FROM generate_series(1, 10000) g`,
  );
  await pool.query(
    `INSERT INTO assets (testator_id, asset_type_id, name, subtype_id, value_paise, ownership_type_id, description, date_of_inclusion)
     SELECT u.id, 1 + (g % 10), 'Asset ' || g, (1 + (g % 10)) * 100 + 1, g * 100, 1, 'Bulk asset', '2024-01-01'
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bulk.%') u
     CROSS JOIN generate_series(1, 100) g`,
  );
  await pool.query('ANALYZE assets; ANALYZE asset_flags; ANALYZE users');
  return (await pool.query<{ count: string }>('SELECT count(*) FROM assets')).rows[0]!.count;
}

const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
bare.get('/raw-menus', async () => (await started.database.pool.query(MENU_SQL, [21, 'en'])).rows);
// The people lists' own queries (features/people/repo.ts), the same SQL text and parameters, without auth,
// validation, master names, mapping or the answer's schema.
const dialect = new PgDialect();
const rawQuery = (query: ReturnType<typeof heirQuery>) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};
const BENEFICIARY_LIST = rawQuery(listQuery(userId, ['beneficiary_individual', 'contact_person']));
const HEIR_LIST = rawQuery(heirQuery(userId));
bare.get('/raw-beneficiaries', async () => (await started.database.pool.query(BENEFICIARY_LIST)).rows);
bare.get('/raw-heirs', async () => (await started.database.pool.query(HEIR_LIST)).rows);
// A person's contacts: the ownership check and the list at once, as the records feature runs them.
const CONTACTS_OWNER = rawQuery(ownedQuery(userId, contactsPerson));
const CONTACT_LIST = rawQuery(contactsQuery(userId, contactsPerson));
bare.get('/raw-contacts', async () => {
  const [{ rows: owner }, { rows: contacts }] = await Promise.all([
    started.database.pool.query(CONTACTS_OWNER),
    started.database.pool.query(CONTACT_LIST),
  ]);
  return { owner: owner[0], contacts };
});
bare.get('/raw-assets', async () => {
  const { rows: assetRows } = await started.database.pool.query<{ id: number }>(ASSETS_SQL, [userId, 3]);
  const { rows: flags } = await started.database.pool.query(ASSET_FLAGS_SQL, [assetRows.map((row) => row.id)]);
  return { assets: assetRows, flags };
});
// The soak (soak.ts) checks that every acknowledged save is stored: the first testator's contact numbers.
bare.get('/count-contacts', async () => {
  const { rows } = await started.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE testator_id = $1', [
    userId,
  ]);
  return { contacts: rows[0]!.n };
});
bare.post('/grow', async () => ({ assets: Number(await growDatabase()) }));
// How long this process's event loop (the app's and these routes') was held up between start and stop: what the
// renders' work on the main thread costs other requests. The histogram holds the time between ticks of a 10 ms
// timer, so 10 ms is taken off: what is left is the delay.
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
bare.post('/loop-delay/start', async () => {
  loopDelay.reset();
  loopDelay.enable();
  return {};
});
bare.post('/loop-delay/stop', async () => {
  loopDelay.disable();
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);
  return { meanMs: ms(loopDelay.mean), p99Ms: ms(loopDelay.percentile(99)), maxMs: ms(loopDelay.max) };
});
bare.post('/route-times/reset', async () => {
  routeTimes.clear();
  recordingRoutes = true;
  return {};
});
bare.get('/route-times', async () => {
  recordingRoutes = false;
  return [...routeTimes].map(([route, times]) => {
    const sorted = Float64Array.from(times).sort();
    const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! * 10) / 10;
    return { route, requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  });
});
await bare.listen({ port: Number(process.env.BENCH_BARE_PORT ?? 0), host: '127.0.0.1' });

const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({ app: port(app as unknown as typeof bare), bare: port(bare), token, userId, contactsPerson, wills })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await started.stop();
  process.exit(0);
});
