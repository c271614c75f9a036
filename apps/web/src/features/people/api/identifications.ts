import type { TIdentification, TIdentificationInput } from '@vasiyat/contract';
import type { RecordCalls } from './records.ts';
import { useDeleteRecordMutation, useRecords, useRecordTypes, useSaveRecordsMutation } from './records.ts';

export type TIdentificationType = { idenTypeId: number; name: string };

export const identificationCalls: RecordCalls = {
  record: 'identification',
  typesPath: 'testator/findAllIdentificationType',
  listPath: 'testator/findAllIdentifications',
  listParam: 'entityId',
  savePath: 'testator/saveIdentificationDetails',
  deletePath: 'testator/deleteIdentificationById',
  deleteMethod: 'DELETE',
  deleteParam: 'identityId',
};

export const useIdentificationTypes = (code: string) => useRecordTypes<TIdentificationType>(identificationCalls, code);
export const useIdentifications = (entityId: number | null) => useRecords<TIdentification>(identificationCalls, entityId);
export const useSaveIdentificationsMutation = (entityId: number | null) =>
  useSaveRecordsMutation<TIdentificationInput>(identificationCalls, entityId);
export const useDeleteIdentificationMutation = (entityId: number | null) => useDeleteRecordMutation(identificationCalls, entityId);
