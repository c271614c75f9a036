import type { TDocument, TDocumentInput } from '@vasiyat/contract';
import type { RecordCalls } from './records.ts';
import { useDeleteRecordMutation, useRecords, useSaveRecordsMutation } from './records.ts';

export const documentCalls: RecordCalls = {
  record: 'document',
  listPath: 'testator/findAllDocumentAttachByTestatorId',
  listParam: 'entityId',
  savePath: 'testator/saveDocumentAttachment',
  deletePath: 'testator/deleteDocumentById',
  deleteMethod: 'DELETE',
  deleteParam: 'documentId',
};

export const useDocuments = (entityId: number | null) => useRecords<TDocument>(documentCalls, entityId);
export const useSaveDocumentsMutation = (entityId: number | null) => useSaveRecordsMutation<TDocumentInput>(documentCalls, entityId);
export const useDeleteDocumentMutation = (entityId: number | null) => useDeleteRecordMutation(documentCalls, entityId);
