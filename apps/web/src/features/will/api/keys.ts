/** Query keys of the will screen; everything starts with 'will' so one prefix refreshes it all. */
export const willKeys = {
  all: ['will'] as const,
  templates: ['will', 'templates'] as const,
  preview: (userId: number, templateId: number, languageId: number) => ['will', 'preview', userId, templateId, languageId] as const,
  checks: ['will', 'check'] as const,
  check: (code: string) => ['will', 'check', code] as const,
  versionLists: ['will', 'versions'] as const,
  versions: (code: string) => ['will', 'versions', code] as const,
};
