import { recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useRecords, useRecordTypes } from '../../../components/record-form/record-calls.ts';
import { PEOPLE_RECORDS } from './keys.ts';

export const identificationCalls = {
  record: 'identification',
  ...PEOPLE_RECORDS,
  types: recordEndpoints.findAllIdentificationType,
  list: recordEndpoints.findAllIdentifications,
  listInput: (entityId: number) => ({ query: { entityId: entityId } }),
  save: recordEndpoints.saveIdentificationDetails,
  saveInput: (body) => ({ body }),
  remove: recordEndpoints.deleteIdentificationById,
  removeInput: (id: number) => ({ query: { identityId: id } }),
} satisfies RecordCalls<
  typeof recordEndpoints.findAllIdentificationType,
  typeof recordEndpoints.findAllIdentifications,
  typeof recordEndpoints.saveIdentificationDetails,
  typeof recordEndpoints.deleteIdentificationById
>;

export const useIdentificationTypes = (code: string) => useRecordTypes(identificationCalls, code);
export const useIdentifications = (entityId: number | null) => useRecords(identificationCalls, entityId);
