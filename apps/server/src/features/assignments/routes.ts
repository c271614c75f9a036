import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import { type Handlers, languageOf } from '../../platform/endpoints.ts';
import { findUnassignedAssets } from '../assets/service.ts';
import * as assignments from './service.ts';

type AssignmentEndpoints = Pick<
  typeof endpoints,
  | 'findAllNoAssignedAsset'
  | 'findAllAssetAssignmentDetailsById'
  | 'findAllAssetAssignmentMasterDatas'
  | 'saveAssetAssignmentDetails'
  | 'deleteAssignmentDocument'
  | 'deleteAssignmentDetails'
  | 'findBeneficiaryShares'
>;

export function assignmentHandlers(deps: assignments.AssignmentDeps): Handlers<AssignmentEndpoints> {
  return {
    findAllNoAssignedAsset: (request) => findUnassignedAssets(deps, callerOf(request), request.query.testatorId, languageOf(request)),
    findAllAssetAssignmentDetailsById: (request) =>
      assignments.findAssignedRows(deps, callerOf(request), request.query.testatorId, languageOf(request)),
    findAllAssetAssignmentMasterDatas: (request) =>
      assignments.findMasterData(deps, callerOf(request), request.query.entityId, request.query.assetAssignmentId, languageOf(request)),
    saveAssetAssignmentDetails: (request) => assignments.saveAssignment(deps, callerOf(request), request.body),
    deleteAssignmentDocument: (request) => assignments.deleteDocument(deps, callerOf(request), request.query.documentMasterId),
    deleteAssignmentDetails: (request) => assignments.deleteAssignment(deps, callerOf(request), request.query.assignmentId),
    findBeneficiaryShares: (request) =>
      assignments.findBeneficiaryShares(deps, callerOf(request), request.query.testatorId, languageOf(request)),
  };
}
