// `npm run bench`: requests per second and latency of the app's calls beside a bare Fastify route and the
// same SQL through raw pg, measured in one run, and the will's rendering: in-process medians and 20 concurrent
// renders through the API beside an ordinary read (DESIGN §11). Prints a table, writes bench/results.json.
import { execSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { LARGE_WILL, measureRenderMedians, RENDER_BUDGET_MS, withinRenderBudget } from '../packages/documents/src/bench.ts';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_HINDI_BUDGET_BYTES, type FirstLoad, measureFirstLoad } from './first-load.ts';
import { lighthouseMisses, lighthouseTable, measureLighthouse } from './lighthouse.ts';
import { listPairs, listVerdicts } from './lists.ts';
import {
  CONCURRENT_RENDERS,
  measureRenderCache,
  measureRendersThroughApi,
  READ_CONNECTIONS,
  RENDER_GOALS,
  type RenderLoad,
} from './renders.ts';
import { measureSoak, type RouteTime, soakReport } from './soak.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

// The first load is measured on the real build: make one when there is none.
if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
}

// The render medians first, in this process while nothing else of the benchmark runs (the server is not up yet).
const renderMedians = await measureRenderMedians();
// Issue 25: the cache of rendered wills on the server's render pool, in this process (the API's renders run without it).
const renderCache = await measureRenderCache().catch((error: unknown) => ({
  error: error instanceof Error ? error.message : String(error),
}));

const server = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
  // No cache of rendered wills: each of the concurrent previews (bench/renders.ts) is a render.
  env: { ...process.env, RENDER_CACHE_MB: '0' },
});
/** The ports, the first testator's token and id, and those of the 20 testators with a large will. */
type Ready = {
  app: number;
  bare: number;
  token: string;
  userId: number;
  contactsPerson: number;
  wills: { userId: number; token: string }[];
};
const ready = await new Promise<Ready>((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

type Case = { name: string; url: string; headers?: Record<string, string> };
const lists = listPairs(ready);
const auth = { authorization: `Bearer ${ready.token}` };
const cases: Case[] = [
  { name: 'bare Fastify route (HTTP ceiling)', url: `http://127.0.0.1:${ready.bare}/bare` },
  { name: 'menu SQL through raw pg (DB ceiling)', url: `http://127.0.0.1:${ready.bare}/raw-menus` },
  { name: 'GET utils/labels?language=hi', url: `http://127.0.0.1:${ready.app}/api/wst/utils/labels?language=hi` },
  {
    name: 'GET testator/findAllMenuByRoleId (auth)',
    url: `http://127.0.0.1:${ready.app}/api/wst/testator/findAllMenuByRoleId?roleId=21&code=en`,
    headers: auth,
  },
  // Issue 25, item 3: each list of people and records right after its raw-SQL reference.
  ...lists.flatMap((pair) => [pair.reference, pair.list]),
  {
    name: 'GET testator/findAllSubMenuByMenuId (auth)',
    url: `http://127.0.0.1:${ready.app}/api/wst/testator/findAllSubMenuByMenuId?menuId=91&roleId=21&code=en&userId=${ready.userId}`,
    headers: auth,
  },
];

const assetCases = (label: string): Case[] => [
  { name: `asset list SQL through raw pg, 1,000 rows (DB ceiling)${label}`, url: `http://127.0.0.1:${ready.bare}/raw-assets` },
  {
    name: `GET findAllAssetDetailsByTestatorId, 1,000 rows (auth)${label}`,
    url: `http://127.0.0.1:${ready.app}/api/wst/testator/findAllAssetDetailsByTestatorId?testatorId=${ready.userId}&assetTypeId=3`,
    headers: auth,
  },
];
cases.push(...assetCases(''));

const results: { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }[] = [];
async function measure(c: Case) {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url: c.url, headers: c.headers, connections: 10, duration: 1 });
  const r = await autocannon({ url: c.url, headers: c.headers, connections: CONNECTIONS, duration: DURATION });
  results.push({
    name: c.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  });
}
for (const c of cases) await measure(c);
// 20 concurrent renders of the large will through the API, and an ordinary read's p99 without and with them
// (before the database grows: the renders read one testator's rows, by index either way).
// A will call that cannot be measured at all (an error answer before the load) is reported, not thrown.
let renders: RenderLoad | undefined;
let renderError: string | undefined;
try {
  renders = await measureRendersThroughApi({
    appPort: ready.app,
    barePort: ready.bare,
    token: ready.token,
    wills: ready.wills,
    seconds: DURATION,
  });
} catch (error) {
  renderError = error instanceof Error ? error.message : String(error);
}
if (renders) {
  const readRow = (label: string, read: RenderLoad['otherRead']['alone']) => ({ name: `GET findAllMenuByRoleId, ${label}`, ...read });
  results.push(
    readRow(`${READ_CONNECTIONS} conn. (alone)`, renders.otherRead.alone),
    readRow(`${READ_CONNECTIONS} conn. [${CONCURRENT_RENDERS} renders]`, renders.otherRead.duringRenders),
    {
      name: `POST getTemplateDataById, large will hi x${CONCURRENT_RENDERS}`,
      requestsPerSecond: renders.rendersPerSecond,
      p50Ms: renders.renderP50Ms ?? Number.NaN,
      p99Ms: renders.renderP99Ms ?? Number.NaN,
      errors: renders.renderFailures,
      non2xx: 0,
    },
  );
}
// Issue 12: the main reads and a save together, 50 connections for 60 s (BENCH_SOAK_SECONDS), before the database grows.
const soak = await measureSoak({
  appPort: ready.app,
  token: ready.token,
  userId: ready.userId,
  countContacts: async () =>
    ((await (await fetch(`http://127.0.0.1:${ready.bare}/count-contacts`)).json()) as { contacts: number }).contacts,
  routeTimes: {
    reset: async () => void (await fetch(`http://127.0.0.1:${ready.bare}/route-times/reset`, { method: 'POST' })),
    read: async () => (await (await fetch(`http://127.0.0.1:${ready.bare}/route-times`)).json()) as RouteTime[],
  },
});
// The same reads once the database holds 10,000 testators and 1,000,000 assets (DESIGN §11: within 2x).
const grown = (await (await fetch(`http://127.0.0.1:${ready.bare}/grow`, { method: 'POST' })).json()) as { assets: number };
for (const c of assetCases(' [1M assets]')) await measure(c);
const firstLoad = await measureFirstLoad(`http://127.0.0.1:${ready.app}/login`);
// Issue 13: the same page for a visitor who chose Hindi, with its Devanagari face (issue 25: its own budget).
const firstLoadHindi = await measureFirstLoad(`http://127.0.0.1:${ready.app}/login`, { language: 'hi' });
// Issue 25: Lighthouse's mobile run of the guest pages in English and Hindi, each case's median of three.
const lighthouse = await measureLighthouse(`http://127.0.0.1:${ready.app}`);
server.kill('SIGTERM');

const kbOf = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-IN')} KB`;
const pad = (text: string | number, width: number) => `${String(text).padEnd(width - 1)} `;
console.log(`\n${pad('case', 50)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}errors/non-2xx`);
for (const r of results)
  console.log(`${pad(r.name, 50)}${pad(r.requestsPerSecond, 10)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${r.errors}/${r.non2xx}`);
const of = (prefix: string) => results.find((r) => r.name === prefix || (r.name.startsWith(prefix) && !r.name.includes('[1M')))!;
const share = (name: string, reference: string) => Math.round((of(name).requestsPerSecond / of(reference).requestsPerSecond) * 100);
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case (plus 1 s of warm-up).`);
console.log(`authenticated menu call: ${share('GET testator/findAllMenuByRoleId', 'menu SQL')}% of its raw-SQL route`);
const listGoals = listVerdicts(lists, results);
for (const goal of listGoals) console.log(goal.line);
const assetList = 'GET findAllAssetDetailsByTestatorId, 1,000 rows (auth)';
console.log(`authenticated asset list (1,000 rows): ${share(assetList, 'asset list SQL')}% of its raw-SQL route (budget 80%)`);
const grownList = of(`${assetList} [1M assets]`);
console.log(
  `asset list with ${grown.assets.toLocaleString('en-IN')} assets of 10,001 testators: ${grownList.requestsPerSecond} req/s, ` +
    `p99 ${grownList.p99Ms} ms, against ${of(assetList).requestsPerSecond} req/s, p99 ${of(assetList).p99Ms} ms on the small database ` +
    `(budget: within 2x)`,
);
console.log(`will rendering in-process (median of 10 fresh variants after a warm-up; PDF by Typst, DOCX by docx):`);
for (const row of renderMedians) console.log(`  ${pad(row.will, 56)}PDF ${pad(`${row.pdfMedianMs} ms`, 9)}DOCX ${row.docxMedianMs} ms`);
const large = renderMedians.find((row) => row.will === LARGE_WILL)!;
const rendersWithin = withinRenderBudget(renderMedians);
console.log(
  `large will in-process: PDF ${large.pdfMedianMs} ms, DOCX ${large.docxMedianMs} ms median ` +
    `(budget PDF < ${RENDER_BUDGET_MS.pdf} ms, DOCX < ${RENDER_BUDGET_MS.docx} ms): ${rendersWithin ? 'within' : 'OVER'}`,
);
if (renders) {
  const { alone, duringRenders } = renders.otherRead;
  console.log(
    `large will through the API (template ${renders.templateId}, Hindi, ${(renders.pdfBytes / 1024 / 1024).toFixed(1)} MB PDF, ` +
      `${renders.pdfPages} pages; first render ${renders.firstRenderMs} ms): ${CONCURRENT_RENDERS} concurrent renders finished ` +
      `${renders.rendersCompleted} in ${renders.seconds} s (${renders.rendersPerSecond}/s), median ${renders.renderP50Ms ?? '-'} ms, ` +
      `p95 ${renders.renderP95Ms ?? '-'} ms each, ${renders.renderFailures} failed${renders.firstFailure ? ` (first: ${renders.firstFailure})` : ''}`,
  );
  console.log(
    `menu read (${READ_CONNECTIONS} connections) beside them: p99 ${alone.p99Ms} ms alone (${alone.requestsPerSecond} req/s), ` +
      `${duringRenders.p99Ms} ms during the renders (${duringRenders.requestsPerSecond} req/s); ` +
      `budget p99 <= ${renders.otherReadP99BudgetMs} ms with no render failed: ${renders.withinBudget ? 'within' : 'OVER'}; the server's event loop ` +
      `held up p99 ${renders.serverEventLoopDelay.alone.p99Ms} / max ${renders.serverEventLoopDelay.alone.maxMs} ms alone, ` +
      `p99 ${renders.serverEventLoopDelay.duringRenders.p99Ms} / max ${renders.serverEventLoopDelay.duringRenders.maxMs} ms during the renders`,
  );
  const goal = (met: boolean) => (met ? 'met' : 'MISSED');
  const efficiencyMet = renders.parallelEfficiency >= RENDER_GOALS.parallelEfficiency;
  console.log(
    `render workers: parallel efficiency ${Math.round(renders.parallelEfficiency * 100)}% ` +
      `(${renders.rendersPerSecond}/s × warm single render ${renders.warmSingleRenderMs} ms ÷ ${renders.workers} workers; ` +
      `goal >= ${RENDER_GOALS.parallelEfficiency * 100}%): ${goal(efficiencyMet)}`,
  );
  console.log(
    `render workers: event loop p99 ${renders.serverEventLoopDelay.duringRenders.p99Ms} ms during ${CONCURRENT_RENDERS} concurrent renders ` +
      `against ${renders.serverEventLoopDelay.alone.p99Ms} ms without them (goal <= ${RENDER_GOALS.eventLoopP99Ms} ms): ` +
      `${goal(renders.serverEventLoopDelay.duringRenders.p99Ms <= RENDER_GOALS.eventLoopP99Ms)}`,
  );
} else console.log(`large will through the API: not measured, ${renderError}`);
if ('error' in renderCache) console.log(`render cache: not measured, ${renderCache.error}`);
else
  console.log(
    `render cache: a repeat preview of the large Hindi sample ${renderCache.repeatMs} ms against its first render ` +
      `${renderCache.firstRenderMs} ms: ${renderCache.speedup}x (goal >= ${RENDER_GOALS.repeatSpeedup}x); bound ${kbOf(renderCache.boundBytes)} ` +
      `held at ${kbOf(renderCache.filled.cacheBytes)} (${renderCache.filled.entries} wills) after ${renderCache.filled.renders} renders of ` +
      `${kbOf(renderCache.filled.bytesRendered)}: ${renderCache.withinGoals ? 'met' : 'MISSED'}`,
  );
for (const line of soakReport(soak)) console.log(line);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const withinBudget = firstLoad.totalBytes <= FIRST_LOAD_BUDGET_BYTES;
const hindiWithinBudget = firstLoadHindi.totalBytes <= FIRST_LOAD_HINDI_BUDGET_BYTES;
const loadParts = (load: FirstLoad) =>
  `${kb(load.totalBytes)} on the wire in ${load.requests} responses ` +
  `(${kb(load.bytesByType.script ?? 0)} script, ${kb(load.bytesByType.stylesheet ?? 0)} CSS, ${kb(load.bytesByType.font ?? 0)} fonts, ` +
  `${kb(load.bytesByType.document ?? 0)} HTML, ${kb((load.bytesByType.fetch ?? 0) + (load.bytesByType.xhr ?? 0))} API)`;
console.log(
  `first load of /login in Chromium: ${loadParts(firstLoad)}; budget ${kb(FIRST_LOAD_BUDGET_BYTES)}: ${withinBudget ? 'within' : 'OVER'}`,
);
console.log(
  `first load of /login in Hindi: ${loadParts(firstLoadHindi)}; budget ${kb(FIRST_LOAD_HINDI_BUDGET_BYTES)}: ${hindiWithinBudget ? 'within' : 'OVER'}`,
);
console.log(`\n${lighthouseTable(lighthouse)}`);
const lighthouseMet = lighthouse.every((c) => lighthouseMisses(c).length === 0);
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      results,
      firstLoad,
      firstLoadHindi,
      lighthouse,
      soak,
      lists: listGoals.map(({ line: _line, ...goal }) => goal),
      renderMedians: { budgetMs: RENDER_BUDGET_MS, withinBudget: rendersWithin, wills: renderMedians },
      rendersThroughApi: renders ?? { error: renderError },
      renderCache,
    },
    null,
    2,
  )}\n`,
);
if (
  !withinBudget ||
  !hindiWithinBudget ||
  !lighthouseMet ||
  !rendersWithin ||
  !renders?.withinBudget ||
  !renders.withinRenderGoals ||
  !('withinGoals' in renderCache && renderCache.withinGoals) ||
  !soak.met ||
  listGoals.some((goal) => !goal.met)
)
  process.exitCode = 1;
