// Issue 12, "Load": 50 connections on the main reads plus saves for 60 s, 0 errors, p99 recorded. Each connection
// goes round the screens a testator uses most (menus, a people list, the heir tree, an asset list) and saves a
// contact number between them, as someone filling in the forms would; every answer must be a 2xx.
import autocannon from 'autocannon';
import { recordEndpoints } from '../packages/contract/src/index.ts';

export const SOAK_CONNECTIONS = 50;
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

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
};

/** A mobile number no one else in the run has: 9 and nine digits. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function measureSoak(options: {
  appPort: number;
  token: string;
  userId: number;
  countContacts: () => Promise<number>;
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
  return {
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
  };
}
