import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEPENDENCY_PATCHES, patchDependencies } from './dependency-patches.ts';
import { endpointAddresses } from './endpoint-addresses.ts';

const server = 'http://127.0.0.1:8080';

/** The boot entry (src/boot.ts) and the font addresses it imports: its own chunk, never the app's. */
const BOOT = /[\\/]src[\\/]boot\.ts$|\.woff2\?url$/;

/**
 * Text files worth compressing; images and fonts are compressed already. Source maps too: the entry's is 2.9 MB,
 * which Lighthouse, fetching it on a busy machine, timed out on and called invalid (issue 23 item 17).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, once, at the
 * highest levels, so the server sends them as they are (@fastify/static's preCompressed) and spends no
 * time compressing per request. Node's zlib does both; no plugin dependency needed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vasiyat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const bytes = readFileSync(file);
        if (bytes.length < 512) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the boot entry (src/boot.ts: the labels request and the script's face) into the page itself, first in its
 * head, and draws the favicon from the page too. The browser then starts the labels and the face while it parses
 * the page, not once a script file has come, and a first visit asks for nothing the first screen does not draw
 * (issue 25: under Lighthouse's slow 4G each request, and each request that waits for another, counts before the
 * paint). The server allows that one inline script by its hash (security-headers.ts); no other may run.
 */
function earlyStart(): Plugin {
  let root = '';
  return {
    name: 'vasiyat-early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.name === 'boot');
        if (!boot) throw new Error('vasiyat-early-start: the build has no boot entry');
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0 || /\bexport\s*\{/.test(boot.code)) {
          throw new Error(`vasiyat-early-start: the boot entry must import and export nothing to run inline (${boot.fileName})`);
        }
        // Its own scope, so its names do not become the window's; the file's source-map comment left out.
        const code = `(()=>{${boot.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').trim()}})();`;
        const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(root, 'public', 'favicon.svg'), 'utf8').trim())}`;
        // After the character set and the viewport (the set must come in the first 1,024 bytes) and before the
        // sheet, which a classic script would wait for.
        const viewport = html.match(/<meta name="viewport"[^>]*>\n?/);
        if (!viewport || !html.includes('href="/favicon.svg"')) {
          throw new Error('vasiyat-early-start: index.html has no viewport meta or no /favicon.svg link');
        }
        return html
          .replace(viewport[0], `${viewport[0]}    <script>${code}</script>\n`)
          .replace('href="/favicon.svg"', `href="${favicon}"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [endpointAddresses(), patchDependencies(DEPENDENCY_PATCHES), react(), precompress(), earlyStart()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API and the Google sign-in flow live on the Fastify server (DESIGN §1).
    proxy: { '/api': server, '/oauth2': server },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    // Lighthouse faults large scripts without a valid map (issue 23). Maps are fetched only by developer tools,
    // never by a visit, so they cost a visitor nothing; each script names its own, served from our origin.
    sourcemap: true,
    rolldownOptions: {
      // The page, and the boot script earlyStart() puts before its scripts.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)) },
      output: {
        // Everything the entry imports statically, in one chunk. Rolldown otherwise cuts it into ten (each piece
        // another lazy page shares), and every response carries about 1 KB of security headers: one chunk
        // instead of ten took the first load of /login from 253.4 to 238.3 KB on the wire (issues 4 and 13).
        // The guest pages (home, sign-in, registration, the static pages) are imported by the router, so they are
        // in it too (issue 25: a chunk of their own was a script and a sheet more before a first visit's paint).
        // The signed-in pages still load lazily, each with its own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !BOOT.test(id) }] },
      },
    },
    // That one chunk is 610 KB before compression (190 KB gzipped, the same code the ten pieces held); what it
    // costs a visitor is checked on the wire by `npm run bench`, not by this warning's 500 KB.
    chunkSizeWarningLimit: 700,
  },
});
