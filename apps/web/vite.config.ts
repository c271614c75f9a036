import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://127.0.0.1:8080';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

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

export default defineConfig({
  plugins: [react(), precompress()],
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
      output: {
        // Everything the entry imports statically, in one chunk. Rolldown otherwise cuts it into ten (each piece
        // another lazy page shares), and every response carries about 1 KB of security headers: one chunk
        // instead of ten took the first load of /login from 253.4 to 238.3 KB on the wire (issues 4 and 13).
        // The pages still load lazily, each with its own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
    // That one chunk is 610 KB before compression (190 KB gzipped, the same code the ten pieces held); what it
    // costs a visitor is checked on the wire by `npm run bench`, not by this warning's 500 KB.
    chunkSizeWarningLimit: 700,
  },
});
