// Issue 10 (DESIGN §11): 20 concurrent renders of a large will through the API, and what they do to other
// requests. An ordinary authenticated read (the menu, 10 connections) is measured alone, then again while 20
// loops, each as its own testator with its own large will, keep asking for the will's preview in Hindi (POST
// getTemplateDataById: the server reads the will; its render workers compose the clauses and compile the PDF).
// Once they are steady, the renders finished in a window of their own give their rate and latency (each loop waits
// for its answer, so the latency includes the queue) and the server's event loop during them; the read's run
// beside them comes after that window.
//
// Issue 25 §2, the render workers: the server runs here without its cache of rendered wills (RENDER_CACHE_MB=0, set
// by bench/run.ts), so every preview of the loops is a render; the warm single render (a will not rendered before,
// the workers up) gives the parallel efficiency beside it. The cache is measured in this process on the same pool
// (measureRenderCache): a repeat preview against its first render, and the bound when filled past it.
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { PDFDocument } from 'pdf-lib';
import { labelsOf, translations } from '../apps/server/src/db/seed/translation-files.ts';
import { largeSampleWillContext } from '../apps/server/src/features/templates/sample-context.ts';
import type { RenderJob } from '../apps/server/src/features/will/compose.ts';
import { createRenderPool } from '../apps/server/src/features/will/render-pool.ts';

export const CONCURRENT_RENDERS = 20;
export const READ_CONNECTIONS = 10;
/** The other read's p99 while the renders run, at most (DESIGN §11, issue 10). */
export const OTHER_READ_P99_BUDGET_MS = 100;
/** Issue 25's goals: concurrent throughput × warm single-render time ÷ workers; the event loop during the renders; the cache. */
export const RENDER_GOALS = { parallelEfficiency: 0.8, eventLoopP99Ms: 20, repeatSpeedup: 10 } as const;
/** The server's render workers: RENDER_WORKERS, else its cores (the bench server runs on this machine). */
export const renderWorkers = () => Number(process.env.RENDER_WORKERS ?? availableParallelism());
/** Sequential renders of wills not rendered before, after the first: their median is the warm single-render time. */
const SINGLE_RENDERS = 5;

type Read = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };
/** The server process's event-loop delay over a run (bench/server.ts /loop-delay): how long requests waited for it. */
type LoopDelay = { meanMs: number; p99Ms: number; maxMs: number };

export type RenderLoad = {
  templateId: number;
  templateName: string;
  languageCode: 'hi';
  /** The first render's PDF, checked before measuring: its size and its pages. */
  pdfBytes: number;
  pdfPages: number;
  firstRenderMs: number;
  /** Median of SINGLE_RENDERS previews, one at a time, each of another will (no cache: each a render), the workers up. */
  warmSingleRenderMs: number;
  workers: number;
  /** rendersPerSecond × warmSingleRenderMs ÷ workers: how much of the workers' time the 20 concurrent renders use. */
  parallelEfficiency: number;
  concurrentRenders: number;
  /** From the loops' start to the measured run's: until as many renders as loops had finished. */
  rampSeconds: number;
  seconds: number;
  rendersCompleted: number;
  rendersPerSecond: number;
  renderP50Ms: number | null;
  renderP95Ms: number | null;
  renderP99Ms: number | null;
  renderFailures: number;
  firstFailure: string | null;
  otherRead: { name: string; connections: number; alone: Read; duringRenders: Read };
  serverEventLoopDelay: { alone: LoopDelay; duringRenders: LoopDelay };
  otherReadP99BudgetMs: number;
  withinBudget: boolean;
  /** Issue 25: parallel efficiency and the event loop's p99 during the renders, each against its goal. */
  withinRenderGoals: boolean;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : null;

/** The PDF's page count, read by pdf-lib (the server's own PDF reader). */
async function pagesOf(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}

export async function measureRendersThroughApi(options: {
  appPort: number;
  /** bench/server.ts's own routes (the event-loop delay). */
  barePort: number;
  /** The first testator's token, for the other read. */
  token: string;
  /** The testators with a large will (bench/server.ts): render loop i asks for will i. */
  wills: readonly { userId: number; token: string }[];
  seconds: number;
}): Promise<RenderLoad> {
  const api = `http://127.0.0.1:${options.appPort}/api/wst/testator`;
  const authOf = (will: number) => ({ authorization: `Bearer ${options.wills[will % options.wills.length]!.token}` });
  const offered = await fetch(`${api}/willTemplates`, { headers: authOf(0) });
  if (!offered.ok) throw new Error(`willTemplates answered ${offered.status}: ${(await offered.text()).slice(0, 500)}`);
  const { templates, languages } = (await offered.json()) as {
    templates: { willTemplateId: number; templateName: string }[];
    languages: { languageId: number; languageCode: string }[];
  };
  const template = templates[0];
  const hindi = languages.find((language) => language.languageCode === 'hi');
  if (!template || !hindi) throw new Error('willTemplates offered no template or no Hindi');
  const render = (will: number) =>
    fetch(
      `${api}/getTemplateDataById/${template.willTemplateId}/${options.wills[will % options.wills.length]!.userId}/${hindi.languageId}`,
      { method: 'POST', headers: { ...authOf(will), 'content-type': 'application/json' }, body: '{}' },
    );

  // One render first (of will 0, so the loop of will 0 starts with Typst's cache of it warm; the other 19 start
  // cold): it starts the server's render worker and shows the will really is large.
  const firstStart = performance.now();
  const first = await render(0);
  const firstText = await first.text();
  const firstRenderMs = Math.round(performance.now() - firstStart);
  if (!first.ok) throw new Error(`getTemplateDataById answered ${first.status}: ${firstText.slice(0, 500)}`);
  const pdf = Buffer.from((JSON.parse(firstText) as { pdfContent: string }).pdfContent, 'base64');
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('getTemplateDataById answered no PDF');
  // The warm single render: wills 1.. one at a time (each its first render; the server keeps no cache here).
  const singles: number[] = [];
  for (let will = 1; will <= SINGLE_RENDERS + 1; will++) {
    const start = performance.now();
    const answer = await render(will);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`getTemplateDataById answered ${answer.status}`);
    // The first of them may still start the second worker.
    if (will > 1) singles.push(performance.now() - start);
  }
  singles.sort((a, b) => a - b);
  const warmSingleRenderMs = Math.round(singles[Math.floor(singles.length / 2)]!);

  const read = {
    url: `${api}/findAllMenuByRoleId?roleId=21&code=en`,
    headers: { authorization: `Bearer ${options.token}` },
    connections: READ_CONNECTIONS,
  };
  const toRead = (r: Awaited<ReturnType<typeof autocannon>>): Read => ({
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  });
  const loopDelay = async (step: 'start' | 'stop') =>
    (await (await fetch(`http://127.0.0.1:${options.barePort}/loop-delay/${step}`, { method: 'POST' })).json()) as LoopDelay;
  await autocannon({ ...read, duration: 1 }); // warm-up, as the other cases
  await loopDelay('start');
  const alone = toRead(await autocannon({ ...read, duration: options.seconds }));
  const delayAlone = await loopDelay('stop');

  // The 20 loops start, and run until the read's measured run ends. The run starts once as many renders as there
  // are loops have finished (the worker's queue is then as it stays, not filling up), at most a minute later; a
  // render counts when it finished inside the run.
  let running = true;
  const finished: { end: number; ms: number }[] = [];
  const failures: string[] = [];
  let settled: () => void = () => {};
  const steady = new Promise<void>((resolve) => {
    settled = resolve;
  });
  const loop = async (_: unknown, will: number) => {
    let failed = 0;
    while (running) {
      const start = performance.now();
      try {
        const answer = await render(will);
        const body = await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${answer.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
        const end = performance.now();
        finished.push({ end, ms: end - start });
        if (finished.length >= CONCURRENT_RENDERS) settled();
      } catch (error) {
        // A failed render is reported and the loop asks again, keeping the load; after its third failure it stops.
        failures.push(error instanceof Error ? error.message : String(error));
        if (failures.length >= CONCURRENT_RENDERS) settled();
        if (++failed >= 3) return;
      }
    }
  };
  const rampStart = performance.now();
  const loops = Array.from({ length: CONCURRENT_RENDERS }, loop);
  await Promise.race([steady, new Promise((resolve) => setTimeout(resolve, 60_000).unref())]);
  // The renders alone first: their rate (the parallel efficiency) and the server's event loop while 20 wait.
  // Twice the read's run, as a render takes a second and the renders cut by the window's ends count for none.
  await loopDelay('start');
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 2 * options.seconds * 1000));
  const windowEnd = performance.now();
  const delayDuringRenders = await loopDelay('stop');
  // Then the ordinary read beside them: a read at thousands a second takes a core of the two from the renders,
  // so the renders' rate is not measured in this window.
  const duringRenders = toRead(await autocannon({ ...read, duration: options.seconds }));
  running = false;
  await Promise.all(loops);
  const latencies = finished.filter((item) => item.end >= windowStart && item.end <= windowEnd).map((item) => item.ms);
  const seconds = (windowEnd - windowStart) / 1000;
  latencies.sort((a, b) => a - b);
  const rendersPerSecond = latencies.length / seconds;
  const workers = renderWorkers();
  const parallelEfficiency = Math.round(((rendersPerSecond * warmSingleRenderMs) / 1000 / workers) * 100) / 100;

  return {
    templateId: template.willTemplateId,
    templateName: template.templateName,
    languageCode: 'hi',
    pdfBytes: pdf.length,
    pdfPages: await pagesOf(pdf),
    firstRenderMs,
    warmSingleRenderMs,
    workers,
    parallelEfficiency,
    concurrentRenders: CONCURRENT_RENDERS,
    rampSeconds: Math.round((windowStart - rampStart) / 100) / 10,
    seconds: Math.round(seconds * 10) / 10,
    rendersCompleted: latencies.length,
    rendersPerSecond: Math.round(rendersPerSecond * 100) / 100,
    renderP50Ms: percentile(latencies, 50),
    renderP95Ms: percentile(latencies, 95),
    renderP99Ms: percentile(latencies, 99),
    renderFailures: failures.length,
    firstFailure: failures[0] ?? null,
    otherRead: { name: 'GET testator/findAllMenuByRoleId (auth)', connections: READ_CONNECTIONS, alone, duringRenders },
    serverEventLoopDelay: { alone: delayAlone, duringRenders: delayDuringRenders },
    otherReadP99BudgetMs: OTHER_READ_P99_BUDGET_MS,
    withinBudget: failures.length === 0 && latencies.length > 0 && duringRenders.p99Ms <= OTHER_READ_P99_BUDGET_MS,
    withinRenderGoals:
      failures.length === 0 &&
      parallelEfficiency >= RENDER_GOALS.parallelEfficiency &&
      delayDuringRenders.p99Ms <= RENDER_GOALS.eventLoopP99Ms,
  };
}

export type RenderCacheRun = {
  /** The large Hindi sample (60 heirs, 300 assets, 30 of its bequests) in the library's first template, as a PDF. */
  pdfBytes: number;
  firstRenderMs: number;
  repeatMs: number;
  speedup: number;
  /** This process's event loop while the pool rendered (it only hands jobs over and hashes them). */
  eventLoopP99Ms: number;
  boundBytes: number;
  filled: { renders: number; bytesRendered: number; cacheBytes: number; entries: number };
  withinGoals: boolean;
};

/**
 * The cache of rendered wills on the server's render pool, in this process: a will's first render (a job not seen
 * before, on warm workers) against its repeat (the same job: hashed, found), and the bound in bytes held when filled
 * well past it. The job is the clause editor's kind: the library's first template in Hindi over the large sample.
 */
export async function measureRenderCache(options: { boundBytes?: number } = {}): Promise<RenderCacheRun> {
  const boundBytes = options.boundBytes ?? 4 * 1024 * 1024;
  const pool = createRenderPool({ workers: renderWorkers(), cacheBytes: boundBytes });
  const words = translations();
  const sections = words.templates[0]!.rows.map(([heading, key]) => {
    const set = words.clauseSets.find((candidate) => candidate.key === heading)!;
    const clause = set.clauses.find((candidate) => candidate.key === key)!;
    return { heading: set.headings.hi!, clause: { key, content: clause.texts.hi!.text } };
  });
  // 30 of its 100 bequests: each bequest looks its beneficiaries up among all 60, and a machine shared with other
  // work must not push that clause past Liquid's two seconds.
  const large = largeSampleWillContext('hi');
  const context = { ...large, bequests: large.bequests.slice(0, 30) };
  /** Will n: the large sample with the testator's name changed (a fact: another job, other bytes). */
  const job = (n: number): RenderJob => ({
    kind: 'template',
    format: 'pdf',
    code: 'hi',
    today: '2026-12-01',
    labels: { ...labelsOf('hi') },
    context: { ...context, testator: { ...context.testator, fullName: `${context.testator.fullName} ${n}` } },
    sections,
  });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  try {
    // Both workers up and warm.
    await Promise.all([pool.render(job(-1), { owner: 1 }), pool.render(job(-2), { owner: 2 })]);
    loop.enable();
    let start = performance.now();
    const first = await pool.render(job(0), { owner: 1 });
    const firstRenderMs = performance.now() - start;
    start = performance.now();
    const repeat = await pool.render(job(0), { owner: 1 });
    const repeatMs = performance.now() - start;
    if (!repeat.cached || Buffer.compare(Buffer.from(repeat.bytes), Buffer.from(first.bytes)) !== 0)
      throw new Error('the repeat render was not answered from the cache with the same bytes');
    // Filled past its bound: each will another fact, so another key.
    let bytesRendered = 0;
    const fills = Math.ceil((3 * boundBytes) / first.bytes.byteLength) + 1;
    for (let n = 1; n <= fills; n++) bytesRendered += (await pool.render(job(n), { owner: 1 })).bytes.byteLength;
    loop.disable();
    const { cache } = pool.stats();
    const speedup = Math.round(firstRenderMs / Math.max(repeatMs, 0.01));
    return {
      pdfBytes: first.bytes.byteLength,
      firstRenderMs: Math.round(firstRenderMs),
      repeatMs: Math.round(repeatMs * 100) / 100,
      speedup,
      eventLoopP99Ms: Math.round((loop.percentile(99) / 1e6) * 10) / 10,
      boundBytes,
      filled: { renders: fills, bytesRendered, cacheBytes: cache.bytes, entries: cache.entries },
      withinGoals: speedup >= RENDER_GOALS.repeatSpeedup && cache.bytes <= boundBytes && bytesRendered > boundBytes,
    };
  } finally {
    await pool.close();
  }
}
