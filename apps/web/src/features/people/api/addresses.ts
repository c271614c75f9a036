import { recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useDeleteRecordMutation, useRecords, useRecordTypes, useSaveRecordsMutation } from './records.ts';

export const addressCalls = {
  record: 'address',
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
export const useSaveAddressesMutation = (entityId: number | null) => useSaveRecordsMutation(addressCalls, entityId);
export const useDeleteAddressMutation = (entityId: number | null) => useDeleteRecordMutation(addressCalls, entityId);
