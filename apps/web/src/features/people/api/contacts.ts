import type { TContact, TContactInput } from '@vasiyat/contract';
import type { RecordCalls } from './records.ts';
import { useDeleteRecordMutation, useRecords, useRecordTypes, useSaveRecordsMutation } from './records.ts';

export type TContactType = { contactTypeId: number; contactName: string };

export const contactCalls: RecordCalls = {
  record: 'contact',
  typesPath: 'testator/findAllContactType',
  listPath: 'testator/findAllContactByEntityId',
  listParam: 'entityParentId',
  savePath: 'testator/saveContactDetails',
  deletePath: 'testator/deleteContactById',
  deleteMethod: 'DELETE',
  deleteParam: 'contactDetailsId',
};

export const useContactTypes = (code: string) => useRecordTypes<TContactType>(contactCalls, code);
export const useContacts = (entityId: number | null) => useRecords<TContact>(contactCalls, entityId);
export const useSaveContactsMutation = (entityId: number | null) => useSaveRecordsMutation<TContactInput>(contactCalls, entityId);
export const useDeleteContactMutation = (entityId: number | null) => useDeleteRecordMutation(contactCalls, entityId);
