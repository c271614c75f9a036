// Calls of the testator's will screen (spec part 2 §7 "Will templates (testator)"), plus the will check and the
// versions kept of every download (ours).

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZDownloadWillInput,
  ZTemplateDataParams,
  ZTemplateDataResponse,
  ZTestatorTemplatesQuery,
  ZTestatorTemplatesResponse,
  ZWillChangesQuery,
  ZWillChangesResponse,
  ZWillCheckQuery,
  ZWillCheckResponse,
  ZWillVersion,
  ZWillVersionFileQuery,
  ZWillVersionsQuery,
} from '../schemas/testator-will.ts';
import { ZWillRemindersInput, ZWillRemindersResponse, ZWillStatus, ZWillStatusQuery } from '../schemas/will-status.ts';
import { ZSaveWillPlanResponse, ZWillPlan, ZWillPlanInput } from '../will-facts.ts';
import { TESTATOR_ONLY } from './people.ts';

const tag = 'will';
export const willEndpoints = {
  testatorWillTemplates: endpoint({
    method: 'GET',
    path: 'testator/willTemplates',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'The will templates to choose from, named in the caller’s language (?code=, English where not translated), each with the clauses a language lacks; and the languages a will can be written in',
    query: ZTestatorTemplatesQuery,
    response: ZTestatorTemplatesResponse,
  }),
  getTemplateDataById: endpoint({
    method: 'POST',
    path: 'testator/getTemplateDataById/:templateId/:userId/:languageId',
    auth: TESTATOR_ONLY,
    renderLimited: true,
    audit: 'will.preview',
    tag,
    summary:
      'The caller’s will in a template and language as a base64 PDF (the will check as a cover page, the execution kit after); another user’s id answers 404',
    params: ZTemplateDataParams,
    response: ZTemplateDataResponse,
  }),
  downloadWill: endpoint({
    method: 'POST',
    path: 'testator/downloadWill',
    auth: TESTATOR_ONLY,
    renderLimited: true,
    audit: 'will.download',
    tag,
    summary:
      'The will as a PDF (the same bytes as the preview) or DOCX file, its name in content-disposition; every download is kept as a version',
    body: ZDownloadWillInput,
  }),
  willCheck: endpoint({
    method: 'GET',
    path: 'testator/willCheck',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'What a careful lawyer would say before the will is signed: each finding with its level, reason, law and the screen that fixes it',
    query: ZWillCheckQuery,
    response: ZWillCheckResponse,
  }),
  willPlan: endpoint({
    method: 'GET',
    path: 'testator/willPlan',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'The will as a whole: signature or thumb impression, school of Muslim law, guardians of minor children, who takes the residue',
    response: ZWillPlan,
  }),
  saveWillPlan: endpoint({
    method: 'POST',
    path: 'testator/saveWillPlan',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Save the will plan; every person named is the caller’s own (another testator’s id answers 404)',
    body: ZWillPlanInput,
    response: ZSaveWillPlanResponse,
  }),
  willVersions: endpoint({
    method: 'GET',
    path: 'testator/willVersions',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Every will downloaded, newest first, with its check and what changed since the one before',
    query: ZWillVersionsQuery,
    response: z.array(ZWillVersion),
  }),
  downloadWillVersion: endpoint({
    method: 'GET',
    path: 'testator/downloadWillVersion',
    auth: TESTATOR_ONLY,
    audit: 'will.download',
    tag,
    summary: 'A kept version’s file, the same bytes as when it was downloaded',
    query: ZWillVersionFileQuery,
  }),
  willVersionChanges: endpoint({
    method: 'GET',
    path: 'testator/willVersionChanges',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'What changed between two kept versions (beneficiaries, shares, assets, people), from what each will said',
    query: ZWillChangesQuery,
    response: ZWillChangesResponse,
  }),
  // Issue 27: "your will is out of date" and its reminders.
  willStatus: endpoint({
    method: 'GET',
    path: 'testator/willStatus',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'What changed in what the deed says since the last download (or a kept version of the caller’s, ?versionId=), the life events that change the law’s answer, and the reminder setting',
    query: ZWillStatusQuery,
    response: ZWillStatus,
  }),
  saveWillReminders: endpoint({
    method: 'POST',
    path: 'testator/saveWillReminders',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Mail me when my will goes out of date, and once a year to review it (off by default)',
    body: ZWillRemindersInput,
    response: ZWillRemindersResponse,
  }),
};
