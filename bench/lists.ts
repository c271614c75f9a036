// Issue 25, item 3: every list of people and records beside its own queries through raw pg, in the same run
// (DESIGN §11): at least 80 % of the reference's requests per second, and a p99 within 1.25x of the reference's.

export const LIST_SHARE_GOAL = 0.8;
export const LIST_P99_GOAL = 1.25;

type Case = { name: string; url: string; headers?: Record<string, string> };
/** One list and the route that runs the same queries with no auth, validation, mapping or answer schema. */
export type ListPair = { reference: Case; list: Case };
type Measured = { name: string; requestsPerSecond: number; p99Ms: number };

/** The people lists (100 beneficiaries, the tree of 100 heirs) and a list of records (a person's 20 contacts). */
export function listPairs(ready: { app: number; bare: number; token: string; userId: number; contactsPerson: number }): ListPair[] {
  const headers = { authorization: `Bearer ${ready.token}` };
  const app = (path: string) => `http://127.0.0.1:${ready.app}/api/wst/testator/${path}`;
  const raw = (path: string) => `http://127.0.0.1:${ready.bare}/${path}`;
  return [
    {
      reference: { name: 'people list SQL through raw pg (DB ceiling)', url: raw('raw-beneficiaries') },
      list: {
        name: 'GET findAllBeneficiarIndividual, 100 rows (auth)',
        url: app(`findAllBeneficiarIndividual?testatorId=${ready.userId}`),
        headers,
      },
    },
    {
      reference: { name: 'heir tree SQL through raw pg (DB ceiling)', url: raw('raw-heirs') },
      list: { name: 'GET findAllNhRelations, 100 heirs (auth)', url: app(`findAllNhRelations?testatorId=${ready.userId}`), headers },
    },
    {
      reference: { name: 'contact list SQL through raw pg (DB ceiling)', url: raw('raw-contacts') },
      list: {
        name: 'GET findAllContactByEntityId, 20 rows (auth)',
        url: app(`findAllContactByEntityId?entityParentId=${ready.contactsPerson}`),
        headers,
      },
    },
  ];
}

/** Each list's share of its reference's requests per second and its p99 against the reference's, with the verdict. */
export function listVerdicts(pairs: ListPair[], results: Measured[]) {
  const of = (name: string) => results.find((result) => result.name === name)!;
  return pairs.map(({ reference, list }) => {
    const ref = of(reference.name);
    const got = of(list.name);
    const share = got.requestsPerSecond / ref.requestsPerSecond;
    const p99Ratio = got.p99Ms / ref.p99Ms;
    const met = share >= LIST_SHARE_GOAL && p99Ratio <= LIST_P99_GOAL;
    return {
      list: list.name,
      share,
      p99Ratio,
      met,
      line:
        `${list.name}: ${got.requestsPerSecond} req/s = ${Math.round(share * 100)}% of its raw-SQL route's ${ref.requestsPerSecond} ` +
        `(goal >= ${LIST_SHARE_GOAL * 100}%), p99 ${got.p99Ms} ms = ${p99Ratio.toFixed(2)}x its ${ref.p99Ms} ms (goal <= ${LIST_P99_GOAL}x): ` +
        `${met ? 'within' : 'MISSED'}`,
    };
  });
}
