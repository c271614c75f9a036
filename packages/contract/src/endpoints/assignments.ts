// Calls of asset assignment (spec part 2 §7 "Assignment"), plus findBeneficiaryShares (ours).
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZAssetRow } from '../schemas/assets.ts';
import {
  ZAssignedAssetRow,
  ZAssignmentInput,
  ZAssignmentMasterQuery,
  ZAssignmentMasterResponse,
  ZBeneficiaryShares,
  ZSaveAssignmentResponse,
} from '../schemas/assignments.ts';
import { ZIdParam, ZStatusResponse } from '../schemas/common.ts';
import { ZTestatorCodeQuery } from '../schemas/people.ts';
import { TESTATOR_ONLY } from './people.ts';
import { UPLOAD_BODY_LIMIT } from './records.ts';

const tag = 'assignment';

export const assignmentEndpoints = {
  findAllNoAssignedAsset: endpoint({
    method: 'GET',
    path: 'testator/findAllNoAssignedAsset',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'The caller’s assets in no assignment yet',
    query: ZTestatorCodeQuery,
    response: z.array(ZAssetRow),
  }),
  findAllAssetAssignmentDetailsById: endpoint({
    method: 'GET',
    path: 'testator/findAllAssetAssignmentDetailsById',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Assigned assets: one row per asset of each assignment, with its beneficiaries and shares',
    query: ZTestatorCodeQuery,
    response: z.array(ZAssignedAssetRow),
  }),
  findAllAssetAssignmentMasterDatas: endpoint({
    method: 'GET',
    path: 'testator/findAllAssetAssignmentMasterDatas',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'What the assignment form needs: assignment types, the caller’s beneficiaries (benficiaries, sic), adults who can be guardians (individual), and the saved assignment (0: none)',
    query: ZAssignmentMasterQuery,
    response: ZAssignmentMasterResponse,
  }),
  saveAssetAssignmentDetails: endpoint({
    method: 'POST',
    path: 'testator/saveAssetAssignmentDetails',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Save an assignment in one transaction; every rule of spec part 2 §5 is checked here; type and count stay as first saved',
    body: ZAssignmentInput,
    response: ZSaveAssignmentResponse,
    bodyLimit: UPLOAD_BODY_LIMIT,
  }),
  deleteAssignmentDocument: endpoint({
    method: 'DELETE',
    path: 'testator/deleteAssignmentDocument',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Delete one document of an assignment entry',
    query: z.object({ documentMasterId: ZIdParam }),
    response: ZStatusResponse,
  }),
  deleteAssignmentDetails: endpoint({
    method: 'DELETE',
    path: 'testator/deleteAssignmentDetails',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Delete an assignment with its entries and documents; its assets become unassigned',
    query: z.object({ assignmentId: ZIdParam }),
    response: ZStatusResponse,
  }),
  findBeneficiaryShares: endpoint({
    method: 'GET',
    path: 'testator/findBeneficiaryShares',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Each beneficiary’s total share of the estate’s value',
    query: ZTestatorCodeQuery,
    response: ZBeneficiaryShares,
  }),
};
