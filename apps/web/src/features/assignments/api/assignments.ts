import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentEndpoints, type TAssignmentInput } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { ASSET_CACHE, assignmentKeys } from './keys.ts';

/** The signed-in testator (every call sends their id, spec part 2 §1) and the language of the names. */
function useCaller() {
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  const code = useLanguageStore((state) => state.language);
  return { testatorId, code };
}

/** What an assignment saved or deleted changes: every assignment read, and the assets' lists and counts. */
function refreshAfterChange(queryClient: QueryClient) {
  // Not awaited: the screen moves on, and the lists refetch when they are shown.
  void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: ASSET_CACHE });
}

/** The testator's assets in no assignment yet (spec part 2 §7: findAllNoAssignedAsset). */
export function useUnassignedAssets() {
  const { testatorId, code } = useCaller();
  return useQuery({
    queryKey: assignmentKeys.unassigned(testatorId, code),
    queryFn: () => call(assignmentEndpoints.findAllNoAssignedAsset, { query: { testatorId, code } }),
    enabled: testatorId > 0,
  });
}

/** Assigned assets: one row per asset of each assignment, with beneficiaries and shares. */
export function useAssignedRows() {
  const { testatorId, code } = useCaller();
  return useQuery({
    queryKey: assignmentKeys.assigned(testatorId, code),
    queryFn: () => call(assignmentEndpoints.findAllAssetAssignmentDetailsById, { query: { testatorId, code } }),
    enabled: testatorId > 0,
  });
}

/** What the form offers (types, beneficiaries, guardians) and the saved assignment (0: a new one). */
export function useAssignmentMasters(assignmentId: number) {
  const { testatorId, code } = useCaller();
  return useQuery({
    queryKey: assignmentKeys.masters(testatorId, assignmentId, code),
    queryFn: () =>
      call(assignmentEndpoints.findAllAssetAssignmentMasterDatas, {
        query: { entityId: testatorId, assetAssignmentId: assignmentId, code },
      }),
    enabled: testatorId > 0,
  });
}

/** Each beneficiary's value and share of the estate. */
export function useBeneficiaryShares() {
  const { testatorId, code } = useCaller();
  return useQuery({
    queryKey: assignmentKeys.shares(testatorId, code),
    queryFn: () => call(assignmentEndpoints.findBeneficiaryShares, { query: { testatorId, code } }),
    enabled: testatorId > 0,
  });
}

export function useSaveAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignmentInput) => call(assignmentEndpoints.saveAssetAssignmentDetails, { body }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** Deletes an assignment with its entries and documents; its assets become unassigned. */
export function useDeleteAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => call(assignmentEndpoints.deleteAssignmentDetails, { query: { assignmentId } }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** Deletes one saved document of an entry; the form drops it from the field itself. */
export function useDeleteAssignmentDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentMasterId: number) => call(assignmentEndpoints.deleteAssignmentDocument, { query: { documentMasterId } }),
    // The saved assignment's cached copy still lists it; the open form keeps its own values (same version).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, 'masters'] }),
  });
}
