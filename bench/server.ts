// The servers measured by bench/run.ts, in a process of their own so the load generator does not share
// its event loop: the real app, a bare Fastify route (the HTTP ceiling) and the menu SQL through raw pg
// (the database ceiling).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vasiyat-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
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

const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
bare.get('/raw-menus', async () => (await started.database.pool.query(MENU_SQL, [21, 'en'])).rows);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app as unknown as typeof bare), bare: port(bare), token, userId })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await started.stop();
  process.exit(0);
});
