/** Query keys of the assignment screens; everything starts with 'assignments' so one prefix refreshes it all. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  unassigned: (testatorId: number, code: string) => ['assignments', 'unassigned', testatorId, code] as const,
  assigned: (testatorId: number, code: string) => ['assignments', 'assigned', testatorId, code] as const,
  masters: (entityId: number, assignmentId: number, code: string) => ['assignments', 'masters', entityId, assignmentId, code] as const,
  shares: (testatorId: number, code: string) => ['assignments', 'shares', testatorId, code] as const,
};

/**
 * The asset screens cache under 'assets' (their lists show what is assigned, the dashboard counts what is
 * not): an assignment saved or deleted makes those stale too.
 */
export const ASSET_CACHE = ['assets'] as const;
