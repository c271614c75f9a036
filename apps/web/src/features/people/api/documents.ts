import { type Endpoint, recordEndpoints } from '@vasiyat/contract';
import { type RecordCalls, useRecords } from '../../../components/record-form/record-calls.ts';
import { PEOPLE_RECORDS } from './keys.ts';

export const documentCalls = {
  record: 'document',
  ...PEOPLE_RECORDS,
  list: recordEndpoints.findAllDocumentAttachByTestatorId,
  listInput: (entityId: number) => ({ query: { entityId: entityId } }),
  save: recordEndpoints.saveDocumentAttachment,
  saveInput: (body) => ({ body }),
  remove: recordEndpoints.deleteDocumentById,
  removeInput: (id: number) => ({ query: { documentId: id } }),
} satisfies RecordCalls<
  Endpoint,
  typeof recordEndpoints.findAllDocumentAttachByTestatorId,
  typeof recordEndpoints.saveDocumentAttachment,
  typeof recordEndpoints.deleteDocumentById
>;

export const useDocuments = (entityId: number | null) => useRecords(documentCalls, entityId);
