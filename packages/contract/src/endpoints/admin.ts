// Calls of the administrator area (spec part 2 §7 "Administrator"), plus the clause editor's helpers (ours).
import { z } from 'zod';
import { ROLE_ADMIN } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { ZIdParam, ZStatusResponse } from '../schemas/common.ts';
import {
  ZAdminTemplate,
  ZCheckClauseInput,
  ZCheckClauseResponse,
  ZClauseUpdate,
  ZContextVariables,
  ZFetchClausesQuery,
  ZFetchClausesResponse,
  ZPreviewTemplateInput,
  ZPreviewTemplateResponse,
  ZResolveClauseUpdateInput,
  ZSaveClausesInput,
  ZSaveTemplateInput,
  ZSaveTemplateResponse,
  ZSaveTranslationInput,
  ZUpdateClausesInput,
} from '../schemas/templates.ts';

export const ADMIN_ONLY = { roles: [ROLE_ADMIN] } as const;
const tag = 'administrator';

export const adminEndpoints = {
  fetchTemplateClauses: endpoint({
    method: 'GET',
    path: 'admin/fetchTemplateClauses',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Clause sets in a language (a clause without text there: translatedContent null) and the languages',
    query: ZFetchClausesQuery,
    response: ZFetchClausesResponse,
  }),
  saveTemplateClauses: endpoint({
    method: 'POST',
    path: 'admin/saveTemplateClauses',
    auth: ADMIN_ONLY,
    tag,
    summary:
      'Create a clause set; status exists when the key is taken in that language; a clause that does not compile is refused with its line',
    body: ZSaveClausesInput,
    response: ZStatusResponse,
  }),
  updateTemplateClauses: endpoint({
    method: 'POST',
    path: 'admin/updateTemplateClauses',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Edit a clause set: heading name, variants changed, added or removed (in the set’s language)',
    body: ZUpdateClausesInput,
    response: ZStatusResponse,
  }),
  saveTemplateClauseTranslations: endpoint({
    method: 'POST',
    path: 'admin/saveTemplateClauseTranslations',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Add a clause set’s translation into a language; status exists when one is there',
    body: ZSaveTranslationInput,
    response: ZStatusResponse,
  }),
  deleteTemplateClauses: endpoint({
    method: 'DELETE',
    path: 'admin/deleteTemplateClauses',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Delete a clause set in every language (refused while a template uses it)',
    query: z.object({ headingId: ZIdParam }),
    response: ZStatusResponse,
  }),
  adminWillTemplates: endpoint({
    method: 'GET',
    path: 'admin/willTemplates',
    auth: ADMIN_ONLY,
    renderLimited: true,
    tag,
    summary:
      'Will templates with their rows, text and PDF preview (sample testator, English), the clauses each language lacks, and their names and descriptions in other languages',
    response: z.array(ZAdminTemplate),
  }),
  saveWillTemplate: endpoint({
    method: 'POST',
    path: 'admin/saveWillTemplate',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Create or edit a will template: rows of heading and clause, each heading once; its name and description in other languages',
    body: ZSaveTemplateInput,
    response: ZSaveTemplateResponse,
  }),
  previewWillTemplate: endpoint({
    method: 'POST',
    path: 'admin/previewWillTemplate',
    auth: ADMIN_ONLY,
    renderLimited: true,
    // Renders or checks against the sample testator; saves nothing.
    audit: false,
    tag,
    summary:
      'The editor’s live preview: the rows as they stand, with the sample testator, in a language (English by default), as PDF and HTML, with the clauses each language lacks',
    body: ZPreviewTemplateInput,
    response: ZPreviewTemplateResponse,
  }),
  checkClause: endpoint({
    method: 'POST',
    path: 'admin/checkClause',
    auth: ADMIN_ONLY,
    renderLimited: true,
    // Renders or checks against the sample testator; saves nothing.
    audit: false,
    tag,
    summary: 'Whether a clause text compiles and names only the will context’s variables (line and reason)',
    body: ZCheckClauseInput,
    response: ZCheckClauseResponse,
  }),
  clauseUpdates: endpoint({
    method: 'GET',
    path: 'admin/clauseUpdates',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Clauses an administrator edited for which a release brought a new text: theirs beside the release’s',
    response: z.array(ZClauseUpdate),
  }),
  resolveClauseUpdate: endpoint({
    method: 'POST',
    path: 'admin/resolveClauseUpdate',
    auth: ADMIN_ONLY,
    tag,
    summary: 'Take the release’s text of an edited clause, or keep the administrator’s',
    body: ZResolveClauseUpdateInput,
    response: ZStatusResponse,
  }),
  willContextVariables: endpoint({
    method: 'GET',
    path: 'admin/willContextVariables',
    auth: ADMIN_ONLY,
    tag,
    summary: 'The variables a clause may name, with what each is',
    response: ZContextVariables,
  }),
};
