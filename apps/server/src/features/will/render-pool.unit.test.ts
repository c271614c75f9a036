import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { sampleWillContext } from '../templates/sample-context.ts';
import type { RenderJob } from './compose.ts';
import { createRenderCache } from './render-cache.ts';
import { createRenderPool, type RenderPool, renderWorkerEnv } from './render-pool.ts';

// Issue 25 §2 and issue 24 §3: the render pool on real worker threads, each writing real PDFs with Typst.

const LABELS = { willDocPageNumbering: 'Page {page} of {pages}', willDocPages: 'This will consists of {pages} pages.' };
/** The clause editor's preview of one clause for the English sample testator; `mark` makes each job (and its bytes) its own. */
const job = (mark: string, content = 'I, {{ testator.fullName }}, make this will.'): RenderJob => ({
  kind: 'template',
  format: 'pdf',
  code: 'en',
  today: '2026-12-01',
  labels: LABELS,
  context: sampleWillContext('en'),
  sections: [{ heading: `Declaration ${mark}`, clause: { key: 'declaration', content } }],
});
/** Loops nested `depth` deep over the sample's four heirs: 4^depth turns. */
const nestedLoops = (depth: number) =>
  `${Array.from({ length: depth }, (_, i) => `{% for h${i} in heirs %}`).join('')}.${'{% endfor %}'.repeat(depth)}`;

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the render pool', () => {
  it('serves waiting renders round-robin by owner: one person’s ten do not starve another’s one', async () => {
    pool = createRenderPool({ workers: 1 });
    const finished: string[] = [];
    const of = (owner: string, index: number) =>
      pool!.render(job(`${owner}${index}`), { owner }).then(() => finished.push(`${owner}${index}`));
    // A asks for ten, then B for one, all before the worker is up: a queue in order of arrival would serve B last.
    const a = Array.from({ length: 10 }, (_, index) => of('A', index));
    const b = of('B', 0);
    await Promise.all([...a, b]);
    expect(finished).toHaveLength(11);
    expect(finished.indexOf('B0')).toBeLessThan(3);
    expect(finished.slice(0, 3)).toContain('A0');
  }, 60_000);

  it('ends a render past its deadline, names the clause it was writing, and replaces its worker', async () => {
    // Liquid's own limit stops a clause two seconds after it starts, so the deadline comes first.
    pool = createRenderPool({ workers: 1, deadlineMs: 1_500 });
    await pool.render(job('warm'), { owner: 1 }); // the worker is up: the deadline measures the render alone
    // 4^12 turns: Liquid's own two-second limit would stop it too, the deadline does first.
    const heavy = pool.render(job('heavy', nestedLoops(12)), { owner: 1 });
    const error = await heavy.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'clause_too_heavy', httpStatus: 422, message: expect.stringContaining('"declaration"') });
    expect(pool.stats()).toMatchObject({ stopped: 1, workersEnded: 1 });
    // The next render gets a new worker.
    const after = await pool.render(job('after'), { owner: 1 });
    expect(Buffer.from(after.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  }, 60_000);

  it('ends a worker past its memory cap with a clear answer, never a 500, and goes on', async () => {
    pool = createRenderPool({ workers: 1, memoryMb: 64, deadlineMs: 30_000 });
    await pool.render(job('warm'), { owner: 1 });
    // A family of 150,000 with long names, each written out: within Liquid's own count of what it writes (50 million
    // characters), past what a 64 MB heap holds once the text is split into paragraphs and laid out.
    const hog = job('hog', '{% for heir in heirs %}{{ heir.fullName }}\n\n{% endfor %}');
    if (hog.kind === 'template')
      hog.context.heirs = Array.from({ length: 150_000 }, (_, index) => ({
        ...hog.context.heirs[0]!,
        fullName: `${'x'.repeat(200)}${index}`,
      }));
    const error = await pool.render(hog, { owner: 1 }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    // The clause when the heap ran out while writing it; 503 when it ran out after (the text laid out).
    expect(error).toBeInstanceOf(AppError);
    expect(['clause_too_heavy', 'unavailable']).toContain((error as AppError).code);
    // Stopped by the cap (its worker ended), not by Liquid's own count nor the deadline.
    expect(pool.stats()).toMatchObject({ stopped: 0, workersEnded: 1 });
    const after = await pool.render(job('after'), { owner: 1 });
    expect(after.bytes.byteLength).toBeGreaterThan(1_000);
  }, 60_000);

  it('answers a repeat render from its cache with the same bytes, and a changed one with a new render', async () => {
    pool = createRenderPool({ workers: 1 });
    const first = await pool.render(job('same'), { owner: 1 });
    const again = await pool.render(job('same'), { owner: 2 });
    expect(first.cached).toBe(false);
    expect(again.cached).toBe(true);
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);
    const changed = job('same');
    if (changed.kind === 'template') changed.context.testator.fullName = 'Ramesh Kumar Varma';
    const other = await pool.render(changed, { owner: 1 });
    expect(other.cached).toBe(false);
    expect(Buffer.compare(Buffer.from(other.bytes), Buffer.from(first.bytes))).not.toBe(0);
    // Two asks for the same render at once: one render.
    const [x, y] = await Promise.all([pool.render(job('twice'), { owner: 1 }), pool.render(job('twice'), { owner: 3 })]);
    expect(Buffer.compare(Buffer.from(x.bytes), Buffer.from(y.bytes))).toBe(0);
    expect(pool.stats()).toMatchObject({ renders: 3, hits: 1, joined: 1 });
  }, 60_000);

  it('keeps its cache within its bound in bytes, the least recently used out first', async () => {
    pool = createRenderPool({ workers: 1, cacheBytes: 100_000 });
    const sizes: number[] = [];
    for (let index = 0; index < 8; index++) sizes.push((await pool.render(job(`fill${index}`), { owner: 1 })).bytes.byteLength);
    const { cache } = pool.stats();
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(100_000);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.entries).toBeLessThan(8);
    // The newest is kept, the oldest gone.
    expect((await pool.render(job('fill7'), { owner: 1 })).cached).toBe(true);
    expect((await pool.render(job('fill0'), { owner: 1 })).cached).toBe(false);
  }, 60_000);
});

describe('a render process', () => {
  it('sees none of the server’s secrets: only the path, the mode, the time zone and the locale', () => {
    const env = renderWorkerEnv({
      PATH: '/usr/bin',
      NODE_ENV: 'production',
      TZ: 'Asia/Kolkata',
      DATABASE_URL: 'postgres://vasiyat:secret@db/vasiyat',
      FIELD_KEY: 'k',
      SMTP_URL: 'smtp://u:p@mail',
    });
    expect(env).toEqual({ PATH: '/usr/bin', NODE_ENV: 'production', TZ: 'Asia/Kolkata' });
  });
});

describe('the render cache', () => {
  it('drops the least recently used first and never holds more than its bound', () => {
    const cache = createRenderCache<string>(10);
    cache.set('a', 'a', 4);
    cache.set('b', 'b', 4);
    cache.get('a');
    cache.set('c', 'c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8, maxBytes: 10 });
    cache.set('huge', 'huge', 11);
    expect(cache.get('huge')).toBeUndefined();
  });
});
