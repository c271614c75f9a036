/** Query keys of the people screens; everything starts with 'people' so a session change can drop it all. */
export const peopleKeys = {
  all: ['people'] as const,
  masterTypes: (code: string) => ['people', 'masterTypes', code] as const,
  masterData: (params: object) => ['people', 'masterData', params] as const,
  profile: (entityId: number) => ['people', 'profile', entityId] as const,
  corporate: (entityId: number, code: string) => ['people', 'corporate', entityId, code] as const,
  heirs: (testatorId: number) => ['people', 'heirs', testatorId] as const,
  lists: ['people', 'list'] as const,
  list: (endpoint: string, testatorId: number) => ['people', 'list', endpoint, testatorId] as const,
};

/** Where a person's sub-records are cached, and the lists a change to them refreshes (primary contact, city). */
export const PEOPLE_RECORDS = { scope: peopleKeys.all, invalidates: [peopleKeys.lists] };
