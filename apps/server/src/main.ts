import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startDatabase } from './db/bootstrap.ts';
import { ensureAdministrator } from './features/auth/service.ts';
import { createMailer } from './platform/mail.ts';
import { describeFilesUrl } from './platform/object-store.ts';
import { purgeExpired } from './platform/rate-limit-store.ts';

const defaultStaticDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  config.staticDir ??= defaultStaticDir;
  const started = await startDatabase(config, (line) => {
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.log(line);
  });
  const { app } = await buildApp({
    config,
    database: started.database,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: (text) => console.log(text),
    }),
  });
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdministrator(started.database.db, config.adminEmail.trim().toLowerCase(), config.adminPassword);
    app.log.info(`Administrator ${config.adminEmail}: ${outcome === 'created' ? 'created' : 'already exists, left unchanged'}`);
  }
  const purge = setInterval(
    () => purgeExpired(started.database.pool).catch((error) => app.log.warn({ err: error }, 'purge failed')),
    10 * 60_000,
  );
  purge.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and stopping`);
    clearInterval(purge);
    const force = setTimeout(() => {
      app.log.error('Shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      await started.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = started.mode === 'embedded' ? `embedded PostgreSQL in ${join(config.dataDir, 'pg')}` : 'the PostgreSQL at DATABASE_URL';
  const files = config.files ? `; files in ${describeFilesUrl(config.files)}` : '';
  const docs = config.apiDocs === false ? '' : ` (API docs: ${config.publicUrl}/api/docs)`;
  console.log(`\nVasiyat is running at ${config.publicUrl}${docs}, using ${where}${files}.\n`);
}

main().catch((error: unknown) => {
  console.error(`\nVasiyat could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
