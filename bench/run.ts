// `npm run bench`: requests per second and latency of the app's calls beside a bare Fastify route and the
// same SQL through raw pg, measured in one run (DESIGN §11). Prints a table, writes bench/results.json.
import { execSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measureFirstLoad } from './first-load.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** Issue 7: what a first visit transfers, everything included, on a slow connection's budget. */
const FIRST_LOAD_BUDGET_BYTES = 250 * 1024;

// The first load is measured on the real build: make one when there is none.
if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
}

const server = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ app: number; bare: number; token: string; userId: number }>((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
});

type Case = { name: string; url: string; headers?: Record<string, string> };
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
  { name: 'people list SQL through raw pg (DB ceiling)', url: `http://127.0.0.1:${ready.bare}/raw-beneficiaries` },
  {
    name: 'GET findAllBeneficiarIndividual, 100 rows (auth)',
    url: `http://127.0.0.1:${ready.app}/api/wst/testator/findAllBeneficiarIndividual?testatorId=${ready.userId}`,
    headers: auth,
  },
  {
    name: 'GET findAllNhRelations, 100 heirs (auth)',
    url: `http://127.0.0.1:${ready.app}/api/wst/testator/findAllNhRelations?testatorId=${ready.userId}`,
    headers: auth,
  },
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
// The same reads once the database holds 10,000 testators and 1,000,000 assets (DESIGN §11: within 2x).
const grown = (await (await fetch(`http://127.0.0.1:${ready.bare}/grow`, { method: 'POST' })).json()) as { assets: number };
for (const c of assetCases(' [1M assets]')) await measure(c);
const firstLoad = await measureFirstLoad(`http://127.0.0.1:${ready.app}/login`);
server.kill('SIGTERM');

const pad = (text: string | number, width: number) => `${String(text).padEnd(width - 1)} `;
console.log(`\n${pad('case', 50)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}errors/non-2xx`);
for (const r of results)
  console.log(`${pad(r.name, 50)}${pad(r.requestsPerSecond, 10)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${r.errors}/${r.non2xx}`);
const of = (prefix: string) => results.find((r) => r.name === prefix || (r.name.startsWith(prefix) && !r.name.includes('[1M')))!;
const share = (name: string, reference: string) => Math.round((of(name).requestsPerSecond / of(reference).requestsPerSecond) * 100);
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per case (plus 1 s of warm-up).`);
console.log(`authenticated menu call: ${share('GET testator/findAllMenuByRoleId', 'menu SQL')}% of its raw-SQL route`);
console.log(`authenticated beneficiary list: ${share('GET findAllBeneficiarIndividual', 'people list SQL')}% of its raw-SQL route`);
const assetList = 'GET findAllAssetDetailsByTestatorId, 1,000 rows (auth)';
console.log(`authenticated asset list (1,000 rows): ${share(assetList, 'asset list SQL')}% of its raw-SQL route (budget 80%)`);
const grownList = of(`${assetList} [1M assets]`);
console.log(
  `asset list with ${grown.assets.toLocaleString('en-IN')} assets of 10,001 testators: ${grownList.requestsPerSecond} req/s, ` +
    `p99 ${grownList.p99Ms} ms, against ${of(assetList).requestsPerSecond} req/s, p99 ${of(assetList).p99Ms} ms on the small database ` +
    `(budget: within 2x)`,
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const withinBudget = firstLoad.totalBytes <= FIRST_LOAD_BUDGET_BYTES;
console.log(
  `first load of /login in Chromium: ${kb(firstLoad.totalBytes)} on the wire in ${firstLoad.requests} responses ` +
    `(${kb(firstLoad.bytesByType.script ?? 0)} script, ${kb(firstLoad.bytesByType.stylesheet ?? 0)} CSS, ` +
    `${kb(firstLoad.bytesByType.document ?? 0)} HTML, ${kb((firstLoad.bytesByType.fetch ?? 0) + (firstLoad.bytesByType.xhr ?? 0))} API); ` +
    `budget ${kb(FIRST_LOAD_BUDGET_BYTES)}: ${withinBudget ? 'within' : 'OVER'}`,
);
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, results, firstLoad }, null, 2)}\n`,
);
if (!withinBudget) process.exitCode = 1;
