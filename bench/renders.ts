// Issue 10 (DESIGN §11): 20 concurrent renders of a large will through the API, and what they do to other
// requests. An ordinary authenticated read (the menu, 10 connections) is measured alone, then again while 20
// loops, each as its own testator with its own large will, keep asking for the will's preview in Hindi (POST
// getTemplateDataById: the server reads the will, composes the clauses and compiles the PDF on its worker
// thread) for the whole run; the renders finished in that run give their rate and latency (each loop waits for
// its answer, so the latency includes the queue).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const CONCURRENT_RENDERS = 20;
export const READ_CONNECTIONS = 10;
/** The other read's p99 while the renders run, at most (DESIGN §11, issue 10). */
export const OTHER_READ_P99_BUDGET_MS = 100;

type Read = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };
/** The server process's event-loop delay over a run (bench/server.ts /loop-delay): how long requests waited for it. */
type LoopDelay = { meanMs: number; p99Ms: number; maxMs: number };

export type RenderLoad = {
  templateId: number;
  templateName: string;
  languageCode: 'hi';
  /** The first render's PDF, checked before measuring: its size and (where pdfinfo is installed) its pages. */
  pdfBytes: number;
  pdfPages: number | null;
  firstRenderMs: number;
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
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : null;

/** The PDF's page count by pdfinfo, or null where poppler-utils is not installed. */
function pagesOf(pdf: Buffer): number | null {
  const folder = mkdtempSync(join(tmpdir(), 'vasiyat-bench-pdf-'));
  try {
    const path = join(folder, 'will.pdf');
    writeFileSync(path, pdf);
    const result = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
    const pages = /^Pages:\s*(\d+)/m.exec(result.stdout ?? '');
    return pages ? Number(pages[1]) : null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
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
  await loopDelay('start');
  const windowStart = performance.now();
  const duringRenders = toRead(await autocannon({ ...read, duration: options.seconds }));
  const windowEnd = performance.now();
  const delayDuringRenders = await loopDelay('stop');
  running = false;
  await Promise.all(loops);
  const latencies = finished.filter((item) => item.end >= windowStart && item.end <= windowEnd).map((item) => item.ms);
  const seconds = (windowEnd - windowStart) / 1000;
  latencies.sort((a, b) => a - b);

  return {
    templateId: template.willTemplateId,
    templateName: template.templateName,
    languageCode: 'hi',
    pdfBytes: pdf.length,
    pdfPages: pagesOf(pdf),
    firstRenderMs,
    concurrentRenders: CONCURRENT_RENDERS,
    rampSeconds: Math.round((windowStart - rampStart) / 100) / 10,
    seconds: Math.round(seconds * 10) / 10,
    rendersCompleted: latencies.length,
    rendersPerSecond: Math.round((latencies.length / seconds) * 100) / 100,
    renderP50Ms: percentile(latencies, 50),
    renderP95Ms: percentile(latencies, 95),
    renderP99Ms: percentile(latencies, 99),
    renderFailures: failures.length,
    firstFailure: failures[0] ?? null,
    otherRead: { name: 'GET testator/findAllMenuByRoleId (auth)', connections: READ_CONNECTIONS, alone, duringRenders },
    serverEventLoopDelay: { alone: delayAlone, duringRenders: delayDuringRenders },
    otherReadP99BudgetMs: OTHER_READ_P99_BUDGET_MS,
    withinBudget: failures.length === 0 && latencies.length > 0 && duringRenders.p99Ms <= OTHER_READ_P99_BUDGET_MS,
  };
}
