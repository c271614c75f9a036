import { createInterface } from 'node:readline';
import { PASSWORD_MIN_LENGTH, ZEmail } from '@vasiyat/contract';
import { loadConfig } from '../config.ts';
import { runningEmbeddedUrl, startDatabase } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { ensureAdministrator } from '../features/auth/service.ts';

/** Reads a line without echoing it (a password). */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) {
      process.stdout.write(text);
      asked = true;
    }
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function main() {
  const email = ZEmail.safeParse(process.argv[2] ?? process.env.ADMIN_EMAIL);
  if (!email.success) throw new Error('Usage: npm run create-admin -- admin@example.com   (password from ADMIN_PASSWORD or asked)');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD when not running in a terminal.');
    password = await askHidden('Password: ');
    if ((await askHidden('Repeat password: ')) !== password) throw new Error('The passwords differ.');
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

  const config = loadConfig();
  // Use the running server's embedded database if there is one; otherwise start it (or use DATABASE_URL).
  const runningUrl = config.databaseUrl ? undefined : runningEmbeddedUrl(config);
  const started = runningUrl
    ? (() => {
        const database = openDatabase(runningUrl, 1);
        return { database, stop: () => database.close() };
      })()
    : await startDatabase(config, () => {});
  try {
    const outcome = await ensureAdministrator(started.database.db, email.data, password);
    console.log(
      outcome === 'created' ? `Administrator ${email.data} created.` : `An account for ${email.data} already exists; nothing changed.`,
    );
  } finally {
    await started.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
