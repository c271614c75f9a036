// `npm run rotate-data-key`: seals every file and will version (in the database or the FILES_URL bucket) and every
// identity or account number again under DATA_KEY, reading each with whichever of DATA_KEY and DATA_KEY_PREVIOUS
// sealed it. Run it after starting the server with
// the new key (and the old one in DATA_KEY_PREVIOUS); when it reports nothing left, the old key can be dropped.
import { loadConfig } from '../config.ts';
import { runningEmbeddedUrl, startDatabase } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { rotateDataKeys } from '../platform/key-rotation.ts';
import { createObjectStore } from '../platform/object-store.ts';
import { createSealedFiles } from '../platform/sealed-files.ts';

async function main() {
  const config = loadConfig();
  if (config.dataKeys.previous.length === 0) {
    console.log(
      'DATA_KEY_PREVIOUS is empty: everything readable is already sealed under DATA_KEY, or was sealed under a key this server no longer holds. Checking anyway.',
    );
  }
  // Use the running server's embedded database if there is one; otherwise start it (or use DATABASE_URL).
  const runningUrl = config.databaseUrl ? undefined : runningEmbeddedUrl(config);
  const started = runningUrl
    ? (() => {
        const database = openDatabase(runningUrl, 1);
        return { database, stop: () => database.close() };
      })()
    : await startDatabase(config, () => {});
  try {
    const objects = config.files ? createObjectStore(config.files) : undefined;
    const store = createSealedFiles({ pool: started.database.pool, dataKeys: config.dataKeys, objects });
    const report = await rotateDataKeys(started.database.db, config.dataKeys, store).finally(() => objects?.close());
    for (const { column, rows, resealed, unreadable } of report) {
      console.log(`${column}: ${resealed} of ${rows} sealed again under DATA_KEY`);
      if (unreadable.length > 0) console.log(`  ${unreadable.length} no key here opens (ids ${unreadable.join(', ')}): left as they are`);
    }
    // Thrown rather than set as process.exitCode: the embedded database's exit hook would end the process with 0.
    if (report.some(({ unreadable }) => unreadable.length > 0)) {
      throw new Error(
        'Some values open with none of the keys given: keep DATA_KEY_PREVIOUS, add the key that sealed them, and run this again.',
      );
    }
    console.log('Done: every sealed value now opens with DATA_KEY alone; DATA_KEY_PREVIOUS can be removed.');
  } finally {
    await started.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
