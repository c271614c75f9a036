/** Query keys of the administrator's clause and template screens: one prefix refreshes them all. */
export const adminTemplateKeys = {
  all: ['admin-templates'] as const,
  clauses: ['admin-templates', 'clauses'] as const,
  clausesIn: (languageId: number) => ['admin-templates', 'clauses', languageId] as const,
  /** Under clauses: any change to the library may settle or raise an offer of a release's text. */
  clauseUpdates: ['admin-templates', 'clauses', 'updates'] as const,
  templates: ['admin-templates', 'templates'] as const,
  preview: (languageId: number, rows: readonly { headingId: number; contentId: number }[]) =>
    ['admin-templates', 'preview', languageId, rows] as const,
  check: (text: string) => ['admin-templates', 'check', text] as const,
  variables: ['admin-templates', 'variables'] as const,
};
