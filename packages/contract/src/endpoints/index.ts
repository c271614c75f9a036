import type { Endpoint } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { assetEndpoints } from './assets.ts';
import { assignmentEndpoints } from './assignments.ts';
import { deedTextEndpoints } from './deed-texts.ts';
import { peopleEndpoints, peopleListEndpoints } from './people.ts';
import { recordEndpoints } from './records.ts';
import { reviewEndpoints } from './review.ts';
import { shellEndpoints } from './shell.ts';
import { willEndpoints } from './will.ts';

export { accountEndpoints } from './account.ts';
export { ADMIN_ONLY, adminEndpoints } from './admin.ts';
export { assetEndpoints } from './assets.ts';
export { assignmentEndpoints } from './assignments.ts';
export { deedTextEndpoints } from './deed-texts.ts';
export { PROFILE_BODY_LIMIT, peopleEndpoints, peopleListEndpoints, TESTATOR_ONLY, type TListEndpoint } from './people.ts';
export { recordEndpoints, rowsOf, UPLOAD_BODY_LIMIT } from './records.ts';
export { REVIEWERS, reviewEndpoints } from './review.ts';
export { shellEndpoints } from './shell.ts';
export { willEndpoints } from './will.ts';

/** Every call of the API, by name: the one description the server, the web, the tests and /api/docs read. */
export const endpoints = {
  ...shellEndpoints,
  ...peopleEndpoints,
  ...recordEndpoints,
  ...assetEndpoints,
  ...assignmentEndpoints,
  ...adminEndpoints,
  ...willEndpoints,
  ...deedTextEndpoints,
  ...accountEndpoints,
  ...reviewEndpoints,
};
export type EndpointName = keyof typeof endpoints;

/** The whole table, including the rows generated from registries (the list screens of each kind). */
export const allEndpoints: Readonly<Record<string, Endpoint>> = { ...endpoints, ...peopleListEndpoints };
