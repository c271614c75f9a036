import type { TAddress, TAddressInput } from '@vasiyat/contract';
import type { RecordCalls } from './records.ts';
import { useDeleteRecordMutation, useRecords, useRecordTypes, useSaveRecordsMutation } from './records.ts';

export type TAddressType = { addressTypeId: number; name: string };

export const addressCalls: RecordCalls = {
  record: 'address',
  typesPath: 'testator/findAddressTypeById',
  listPath: 'testator/findAddressById',
  listParam: 'entityId',
  savePath: 'testator/saveEntityAddress',
  // spec part 1 §7: deleting an address is a GET.
  deletePath: 'testator/deleteAddressById',
  deleteMethod: 'GET',
  deleteParam: 'addressId',
};

export const useAddressTypes = (code: string) => useRecordTypes<TAddressType>(addressCalls, code);
export const useAddresses = (entityId: number | null) => useRecords<TAddress>(addressCalls, entityId);
export const useSaveAddressesMutation = (entityId: number | null) => useSaveRecordsMutation<TAddressInput>(addressCalls, entityId);
export const useDeleteAddressMutation = (entityId: number | null) => useDeleteRecordMutation(addressCalls, entityId);
