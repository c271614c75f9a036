/** Query keys of the asset screens; everything starts with 'assets' so one prefix drops or refreshes it all. */
export const assetKeys = {
  lists: ['assets', 'list'] as const,
  list: (assetTypeId: number, testatorId: number, code: string) => ['assets', 'list', assetTypeId, testatorId, code] as const,
  summaries: ['assets', 'summary'] as const,
  summary: (testatorId: number) => ['assets', 'summary', testatorId] as const,
  masters: (assetId: number, assetTypeId: number, code: string) => ['assets', 'masters', assetId, assetTypeId, code] as const,
  mastersOf: (assetId: number) => ['assets', 'masters', assetId] as const,
  location: (assetId: number) => ['assets', 'location', assetId] as const,
  allRecords: ['assets', 'records'] as const,
  /** The relation master list, for a nominee's relation (issue 22). */
  relations: (code: string) => ['assets', 'relations', code] as const,
  /** Attribute rows are cached per language: their type names come in it. */
  records: (code: string) => ['assets', 'records', code] as const,
};
