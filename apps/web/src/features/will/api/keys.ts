/** Query keys of the will screen; everything starts with 'will' so one prefix refreshes it all. */
export const willKeys = {
  all: ['will'] as const,
  templates: ['will', 'templates'] as const,
  /** Issue 23: the templates are named in the screen's language. */
  templateList: (code: string) => ['will', 'templates', code] as const,
  previews: ['will', 'preview'] as const,
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
  /** Issue 27: the review invitations and their comments. */
  reviews: ['will', 'reviews'] as const,
  /** Issue 27: is the will downloaded last still what the records say. */
  statuses: ['will', 'status'] as const,
  status: (code: string) => ['will', 'status', code] as const,
  /** Issue 27: the deed's texts in the script of a language. */
  deedTextLists: ['will', 'deed-texts'] as const,
  deedTexts: (code: string) => ['will', 'deed-texts', code] as const,
};
