import { type TDocument, ZDocumentInput } from '@vasiyat/contract';
import { z } from 'zod';
import type { FileItem } from '../../../components/file-field.tsx';
import { fileItemOfSaved, fileUploadOf } from '../../../components/record-form/files.ts';
import { type RowField, RowsStep } from '../../../components/record-form/rows-step.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { documentCalls } from '../api/documents.ts';
import type { StepProps } from './step.ts';

// Spec part 1 §5 "Document": a description, and PDF files only.
const ZDocumentForm = z.object({
  rows: z.array(
    ZDocumentInput.extend({
      files: z.array(z.custom<FileItem>()).superRefine((files, ctx) => {
        if (files.length === 0)
          ctx.addIssue({
            code: 'custom',
            message: 'Attach at least one file.',
            params: { code: 'required', messageKey: 'commonAttachFile' },
          });
      }),
    }),
  ),
});
type DocumentRow = z.input<typeof ZDocumentForm>['rows'][number];

const FIELDS: RowField<DocumentRow>[] = [
  { name: 'description', labelKey: 'documentDescription', kind: 'textarea', required: true, fullWidth: true, input: { maxLength: 500 } },
  { name: 'files', labelKey: 'documentFiles', kind: 'files', required: true, fullWidth: true, accept: 'pdf', hintKey: 'documentFilesHint' },
];

const emptyRow = (entityId: number): DocumentRow => ({ documentId: null, entityId, description: '', files: [] });

const rowOf = (saved: TDocument): DocumentRow => ({
  documentId: saved.documentId,
  entityId: saved.entityId,
  description: saved.description,
  files: saved.files.map(fileItemOfSaved),
});
const resolver = codedResolver(ZDocumentForm);

/** The Document step (optional): papers about the person, attached as PDF. */
export function DocumentStep(props: StepProps) {
  return (
    <RowsStep
      ownerId={props.entityId}
      onSaved={props.onSaved}
      resolver={resolver}
      calls={documentCalls}
      send={async (rows, save) => {
        await save(rows.map((row) => ({ ...row, files: row.files.map(fileUploadOf) })));
        return true;
      }}
      toRow={rowOf}
      emptyRow={emptyRow}
      idOf={(row) => row.documentId}
      fields={FIELDS}
      labels={{
        title: 'documentTitle',
        rowHeading: 'documentRowHeading',
        removeRow: 'documentRemoveRow',
        addRow: 'documentAddRow',
        save: 'documentSave',
        fetchError: 'personListFetchingError',
        saved: 'documentAttachedSuccess',
        deleted: 'documentDeletedSuccess',
        deleteFailed: 'documentDeleteFailed',
        saveFailed: 'documentAttachFailed',
      }}
    />
  );
}
