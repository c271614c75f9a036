// The addresses of the administrator's template screens (spec part 2 §2 "Administrator area").

/** Spelled so in the spec's route table. */
export const CLAUSES_PATH = '/admin/willtemplateclaouses';
export const TEMPLATES_PATH = '/admin/will-template';

/** The editor of a template; 0 creates a new one. */
export const templateEditorPath = (templateId: number) => `${TEMPLATES_PATH}/will-template-generation/${templateId}`;
