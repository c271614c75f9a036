/** Query keys of the will screen; everything starts with 'will' so one prefix refreshes it all. */
export const willKeys = {
  all: ['will'] as const,
  templates: ['will', 'templates'] as const,
  /** Issue 23: the templates are named in the screen's language. */
  templateList: (code: string) => ['will', 'templates', code] as const,
  preview: (userId: number, templateId: number, languageId: number) => ['will', 'preview', userId, templateId, languageId] as const,
  checks: ['will', 'check'] as const,
  check: (code: string) => ['will', 'check', code] as const,
  /** Issue 22: the will as a whole (signature, school of law, guardians, residue), and the people it can name. */
  plan: ['will', 'plan'] as const,
  planPeople: (code: string) => ['will', 'plan', 'people', code] as const,
  /** Issue 27: who receives what, by value. */
  estate: (code: string) => ['will', 'estate', code] as const,
  versionLists: ['will', 'versions'] as const,
  versions: (code: string) => ['will', 'versions', code] as const,
};
