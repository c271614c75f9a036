import { type Endpoint, recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useRecords } from '../../../components/record-form/record-calls.ts';
import { PEOPLE_RECORDS } from './keys.ts';

export const specificAttributeCalls = {
  record: 'specificAttribute',
  ...PEOPLE_RECORDS,
  list: recordEndpoints.findAllEntitySpecificAttributebyId,
  // spec part 1 §7: this call names the person testatorId.
  listInput: (entityId: number) => ({ query: { testatorId: entityId } }),
  save: recordEndpoints.saveEntitySpecificAttribute,
  saveInput: (body) => ({ body }),
  remove: recordEndpoints.deleteEntitySpecificAttributeById,
  removeInput: (id: number) => ({ query: { specificAttributeId: id } }),
} satisfies RecordCalls<
  Endpoint,
  typeof recordEndpoints.findAllEntitySpecificAttributebyId,
  typeof recordEndpoints.saveEntitySpecificAttribute,
  typeof recordEndpoints.deleteEntitySpecificAttributeById
>;

export const useSpecificAttributes = (entityId: number | null) => useRecords(specificAttributeCalls, entityId);
