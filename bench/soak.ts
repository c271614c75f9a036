// Issue 12, "Load": 50 connections on the main reads plus saves for 60 s, 0 errors, p99 recorded. Each connection
// goes round the screens a testator uses most (menus, a people list, the heir tree, an asset list) and saves a
// contact number between them, as someone filling in the forms would; every answer must be a 2xx.
import autocannon from 'autocannon';
import { recordEndpoints } from '../packages/contract/src/index.ts';

export const SOAK_CONNECTIONS = 50;
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** Issue 25, item 5: the soak's p99 on this 2-core machine, with 0 errors and every acknowledged save stored. */
export const SOAK_P99_GOAL_MS = 500;

/** A route's time in the server (arrival to the answer's end) during the soak, from the bench server's hook. */
export type RouteTime = { route: string; requests: number; p50Ms: number; p99Ms: number; maxMs: number };

export type SoakResult = {
  seconds: number;
  connections: number;
  requests: number;
  /** Saves answered 200 with status success. */
  savesAcknowledged: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  /** The saves the database holds afterwards: at least every acknowledged one (a save in flight at the end may land too). */
  savesStored: number;
  /** Each route's time in the server, slowest p99 first. */
  routes: RouteTime[];
  /** p99 within SOAK_P99_GOAL_MS, no error or non-2xx answer, and every acknowledged save stored. */
  met: boolean;
};

/** A mobile number no one else in the run has: 9 and nine digits. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function measureSoak(options: {
  appPort: number;
  token: string;
  userId: number;
  countContacts: () => Promise<number>;
  /** Clears and reads the server's per-route times. */
  routeTimes: { reset: () => Promise<void>; read: () => Promise<RouteTime[]> };
}): Promise<SoakResult> {
  const base = `http://127.0.0.1:${options.appPort}/api/wst/`;
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const read = (path: string) => ({ method: 'GET' as const, path: `/api/wst/${path}`, headers });
  // The numbers are saved on one of the testator's beneficiaries, as the person screen would.
  const people = (await (await fetch(`${base}testator/findAllBeneficiarIndividual?testatorId=${options.userId}`, { headers })).json()) as {
    entityId: number;
  }[];
  const entityId = people[0]!.entityId;
  const save = {
    method: 'POST' as const,
    path: `/api/wst/${recordEndpoints.saveContactDetails.path}`,
    headers,
    setupRequest: (request: { body?: string }) => ({
      ...request,
      body: JSON.stringify([{ entityId, contactTypeId: 1, contactDetails: mobile() }]),
    }),
    onResponse: (status: number, body: string) => {
      if (status === 200 && body.includes('"success"')) savesAcknowledged++;
    },
  };
  const before = await options.countContacts();
  await options.routeTimes.reset();
  let savesAcknowledged = 0;
  const instance = autocannon({
    url: base,
    connections: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    requests: [
      read('testator/findAllMenuByRoleId?roleId=21&code=en'),
      save,
      read(`testator/findAllBeneficiarIndividual?testatorId=${options.userId}`),
      read(`testator/findAllNhRelations?testatorId=${options.userId}`),
      save,
      read(`testator/findAllAssetDetailsByTestatorId?testatorId=${options.userId}&assetTypeId=3`),
    ],
  });
  const result = await instance;
  const routes = (await options.routeTimes.read()).sort((a, b) => b.p99Ms - a.p99Ms);
  const soak = {
    seconds: SOAK_SECONDS,
    connections: SOAK_CONNECTIONS,
    requests: result.requests.total,
    savesAcknowledged,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    savesStored: (await options.countContacts()) - before,
    routes,
  };
  const met = soak.p99Ms <= SOAK_P99_GOAL_MS && soak.errors === 0 && soak.non2xx === 0 && soak.savesStored >= soak.savesAcknowledged;
  return { ...soak, met };
}

/** The soak's lines of the report: the goal beside what was measured, and each route's own time in the server. */
export function soakReport(soak: SoakResult): string[] {
  return [
    `reads and saves together, ${soak.connections} connections for ${soak.seconds} s: ${soak.requests} requests (${soak.requestsPerSecond}/s), ` +
      `p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms (goal <= ${SOAK_P99_GOAL_MS} ms), max ${soak.maxMs} ms; ${soak.errors} errors, ` +
      `${soak.non2xx} non-2xx (goal 0); ${soak.savesAcknowledged} saves acknowledged, ${soak.savesStored} stored (goal: every one): ` +
      `${soak.met ? 'within' : 'MISSED'}`,
    ...soak.routes.map(
      (route) =>
        `  in the server: ${route.route.padEnd(58)} ${String(route.requests).padStart(6)} requests, p50 ${route.p50Ms} ms, ` +
        `p99 ${route.p99Ms} ms, max ${route.maxMs} ms`,
    ),
  ];
}
