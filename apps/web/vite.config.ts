import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointAddresses } from './endpoint-addresses.ts';

const server = 'http://127.0.0.1:8080';

/** The boot entry (src/boot.ts) and the font addresses it imports: its own chunk, never the app's. */
const BOOT = /[\\/]src[\\/]boot\.ts$|\.woff2\?url$/;

/** The page modules a visitor who has not signed in can open (router.tsx). */
const GUEST_PAGES = /[\\/]src[\\/]features[\\/](home|auth|static)[\\/]pages[\\/][^\\/]+\.tsx$/;

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
 * Puts the boot entry (src/boot.ts: the labels request and the script's face, started at once) first in the
 * page's head, and preloads the guest pages' chunk and sheet beside the app's, so a first visit fetches all
 * it needs in one wave instead of three (issue 25).
 */
function earlyStart(): Plugin {
  return {
    name: 'vasiyat-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.name === 'boot');
        const guest = chunks.find((chunk) => chunk.name === 'guest');
        if (!boot || !guest) throw new Error('vasiyat-early-start: the build has no boot entry or guest chunk');
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head-prepend' },
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${guest.fileName}` }, injectTo: 'head' },
          ...[...(guest.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [endpointAddresses(), react(), precompress(), earlyStart()],
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
        // The pages still load lazily, each with its own chunks.
        // The guest pages (home, sign-in, registration, the static pages) and everything they import, in one more
        // chunk that index.html preloads beside the entry: otherwise a first visit to /login fetched 25 small
        // chunks only once the entry had run, six at a time over HTTP/1.1, each with its 1 KB of headers (issue 25).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !BOOT.test(id) },
            { name: 'guest', test: (id) => GUEST_PAGES.test(id) },
          ],
        },
      },
    },
    // That one chunk is 610 KB before compression (190 KB gzipped, the same code the ten pieces held); what it
    // costs a visitor is checked on the wire by `npm run bench`, not by this warning's 500 KB.
    chunkSizeWarningLimit: 700,
  },
});
