import { recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useRecords, useRecordTypes } from '../../../components/record-form/record-calls.ts';
import { PEOPLE_RECORDS } from './keys.ts';

export const contactCalls = {
  record: 'contact',
  ...PEOPLE_RECORDS,
  types: recordEndpoints.findAllContactType,
  list: recordEndpoints.findAllContactByEntityId,
  listInput: (entityId: number) => ({ query: { entityParentId: entityId } }),
  save: recordEndpoints.saveContactDetails,
  saveInput: (body) => ({ body }),
  remove: recordEndpoints.deleteContactById,
  removeInput: (id: number) => ({ query: { contactDetailsId: id } }),
} satisfies RecordCalls<
  typeof recordEndpoints.findAllContactType,
  typeof recordEndpoints.findAllContactByEntityId,
  typeof recordEndpoints.saveContactDetails,
  typeof recordEndpoints.deleteContactById
>;

export const useContactTypes = (code: string) => useRecordTypes(contactCalls, code);
export const useContacts = (entityId: number | null) => useRecords(contactCalls, entityId);
