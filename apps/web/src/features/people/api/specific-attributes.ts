import type { TSpecificAttribute, TSpecificAttributeInput } from '@vasiyat/contract';
import type { RecordCalls } from './records.ts';
import { useDeleteRecordMutation, useRecords, useSaveRecordsMutation } from './records.ts';

export const specificAttributeCalls: RecordCalls = {
  record: 'specificAttribute',
  listPath: 'testator/findAllEntitySpecificAttributebyId',
  // spec part 1 §7: this call names the person testatorId.
  listParam: 'testatorId',
  savePath: 'testator/saveEntitySpecificAttribute',
  deletePath: 'testator/deleteEntitySpecificAttributeById',
  deleteMethod: 'DELETE',
  deleteParam: 'specificAttributeId',
};

export const useSpecificAttributes = (entityId: number | null) => useRecords<TSpecificAttribute>(specificAttributeCalls, entityId);
export const useSaveSpecificAttributesMutation = (entityId: number | null) =>
  useSaveRecordsMutation<TSpecificAttributeInput>(specificAttributeCalls, entityId);
export const useDeleteSpecificAttributeMutation = (entityId: number | null) => useDeleteRecordMutation(specificAttributeCalls, entityId);
