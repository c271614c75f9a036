// The addresses of the administrator's template screens (spec part 2 §2 "Administrator area"), from the contract's table.
import { SCREEN_PATHS } from '@vasiyat/contract';

export const CLAUSES_PATH = SCREEN_PATHS.adminClauses;
export const TEMPLATES_PATH = SCREEN_PATHS.adminTemplates;

/** The editor of a template; 0 creates a new one. */
export const templateEditorPath = (templateId: number) => `${SCREEN_PATHS.adminTemplateEditor}/${templateId}`;
