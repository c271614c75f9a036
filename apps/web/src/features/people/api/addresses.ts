import { recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useRecords, useRecordTypes } from '../../../components/record-form/record-calls.ts';
import { PEOPLE_RECORDS } from './keys.ts';

export const addressCalls = {
  record: 'address',
  ...PEOPLE_RECORDS,
  types: recordEndpoints.findAddressTypeById,
  list: recordEndpoints.findAddressById,
  listInput: (entityId: number) => ({ query: { entityId: entityId } }),
  save: recordEndpoints.saveEntityAddress,
  saveInput: (body) => ({ body }),
  remove: recordEndpoints.deleteAddressById,
  removeInput: (id: number) => ({ query: { addressId: id } }),
} satisfies RecordCalls<
  typeof recordEndpoints.findAddressTypeById,
  typeof recordEndpoints.findAddressById,
  typeof recordEndpoints.saveEntityAddress,
  typeof recordEndpoints.deleteAddressById
>;

export const useAddressTypes = (code: string) => useRecordTypes(addressCalls, code);
export const useAddresses = (entityId: number | null) => useRecords(addressCalls, entityId);
