// The servers measured by bench/run.ts, in a process of their own so the load generator does not share
// its event loop: the real app, a bare Fastify route (the HTTP ceiling) and the menu SQL through raw pg
// (the database ceiling).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startDatabase } from '../apps/server/src/db/bootstrap.ts';
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

// The list query of the people feature, without auth, validation, master-name mapping or serialisation.
const PEOPLE_SQL = `
  SELECT e.id, e.kind, e.parent_id, e.first_name, e.middle_name, e.last_name, e.dob, e.dod, e.gender, e.relation_id, e.designation,
         COALESCE((SELECT array_agg(f.boolean_master_id ORDER BY f.boolean_master_id) FROM entity_flags f WHERE f.entity_id = e.id), '{}') AS flags,
         (SELECT c.contact_details FROM contacts c WHERE c.entity_id = e.id ORDER BY c.contact_type_id, c.id LIMIT 1) AS primary_contact,
         (SELECT a.city FROM addresses a WHERE a.entity_id = e.id ORDER BY a.address_type_id, a.id LIMIT 1) AS city
  FROM entities e WHERE e.testator_id = $1 AND e.kind IN ($2, 'contact_person') ORDER BY e.created_at, e.id`;

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
await app.listen({ port: 0, host: '127.0.0.1' });

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
bare.get('/raw-beneficiaries', async () => (await started.database.pool.query(PEOPLE_SQL, [userId, 'beneficiary_individual'])).rows);
bare.get('/raw-assets', async () => {
  const { rows: assetRows } = await started.database.pool.query<{ id: number }>(ASSETS_SQL, [userId, 3]);
  const { rows: flags } = await started.database.pool.query(ASSET_FLAGS_SQL, [assetRows.map((row) => row.id)]);
  return { assets: assetRows, flags };
});
bare.post('/grow', async () => ({ assets: Number(await growDatabase()) }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app as unknown as typeof bare), bare: port(bare), token, userId })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await started.stop();
  process.exit(0);
});
