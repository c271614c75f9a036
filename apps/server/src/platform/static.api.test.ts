import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';

// The web app as the build leaves it: hashed assets with .br and .gz copies beside them (vite.config.ts).
// The build writes its boot script into the page (vite.config.ts earlyStart); the server allows it by its hash.
const BOOT = `(()=>{window.vasiyatEarlyStart={language:'en'};})();`;
const INDEX = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<div>Vasiyat</div>'.repeat(60)}</body></html>`;
const SCRIPT = `export const labels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `label ${i}`))};`;

let t: ApiTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vasiyat-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/app-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  t = await startApiTest({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends the pre-compressed copy to a browser accepting %s', async (accepts, encoding) => {
    const response = await get('/assets/app-abc123.js', accepts);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(body.toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("answers a missing file with 404, not with the app page, and the app's own paths with the page (issue 23)", async () => {
    for (const missing of ['/robots.txt', '/assets/app-abc123.js.map', '/sitemap.xml?x=1', '/apple-touch-icon.png']) {
      const response = await get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.headers['content-type'], missing).not.toMatch(/html/);
    }
    const route = await get('/testator/addnaturalheirs/entityDetails?step=identification');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/html/);
  });

  it('keeps hashed assets for a year and makes the page itself revalidate', async () => {
    expect((await get('/assets/app-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/index.html', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route (a new tab on /testator/…) with the compressed page, not cached, with the security headers', async () => {
    const response = await get('/testator/beneficiary-individual', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets the page's own inline script run, by its SHA-256, and no other inline script (issue 25)", async () => {
    const csp = String((await get('/login')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    // The same policy on the API's answers: a page that one of them could be is no more allowed inline script.
    expect((await get('/api/wst/nothing-here')).headers['content-security-policy']).toBe(csp);
  });

  it('still answers an unknown API path with the JSON error, not the page', async () => {
    const response = await get('/api/wst/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('API answers', () => {
  it('travel compressed to a client that accepts it, and plain otherwise', async () => {
    const plain = await get('/api/wst/utils/labels?language=hi');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/api/wst/utils/labels?language=hi', 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});
