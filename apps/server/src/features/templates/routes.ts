import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import type { Preview } from './document.ts';
import * as templates from './service.ts';

type AdminEndpoints = Pick<
  typeof endpoints,
  | 'fetchTemplateClauses'
  | 'saveTemplateClauses'
  | 'updateTemplateClauses'
  | 'saveTemplateClauseTranslations'
  | 'deleteTemplateClauses'
  | 'adminWillTemplates'
  | 'saveWillTemplate'
  | 'previewWillTemplate'
  | 'checkClause'
  | 'willContextVariables'
  | 'clauseUpdates'
  | 'resolveClauseUpdate'
>;

export type AdminDeps = templates.TemplateDeps & {
  /** The sections written for the sample testator and rendered as a PDF (base64) for the preview frame. */
  preview: Preview;
};

export function adminHandlers(deps: AdminDeps): Handlers<AdminEndpoints> {
  return {
    fetchTemplateClauses: (request) => templates.findClauseSets(deps, request.query.langId),
    saveTemplateClauses: (request) => templates.saveClauseSet(deps, request.body),
    updateTemplateClauses: (request) => templates.updateClauseSet(deps, request.body),
    saveTemplateClauseTranslations: (request) => templates.saveTranslation(deps, request.body),
    deleteTemplateClauses: (request) => templates.deleteClauseSet(deps, request.query.headingId),
    adminWillTemplates: (request) => templates.findTemplates(deps, deps.preview, callerOf(request).userId),
    saveWillTemplate: (request) => templates.saveTemplate(deps, request.body),
    previewWillTemplate: (request) => templates.previewRows(deps, deps.preview, request.body, callerOf(request).userId),
    checkClause: (request) => templates.checkClause(request.body.templateStatements),
    willContextVariables: () => templates.contextVariables(),
    clauseUpdates: () => templates.findClauseUpdates(deps),
    resolveClauseUpdate: (request) => templates.resolveClauseUpdate(deps, request.body),
  };
}
