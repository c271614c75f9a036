import { Stack, Textarea, Title } from '@mantine/core';
import { type TDocument, ZDocumentInput } from '@vasiyat/contract';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField, type FileItem } from '../../../components/file-field.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { documentCalls, useDeleteDocumentMutation, useDocuments, useSaveDocumentsMutation } from '../api/documents.ts';
import { fetchStoredFile } from '../api/files.ts';
import { fileItemOfSaved, fileUploadOf } from '../rules/files.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import type { StepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

// Spec part 1 §5 "Document": a description, and PDF files only.
const ZDocumentForm = z.object({
  rows: z.array(ZDocumentInput.extend({ files: z.array(z.custom<FileItem>()).min(1, { message: 'Files is required.' }) })),
});
type DocumentForm = z.input<typeof ZDocumentForm>;
type DocumentRow = DocumentForm['rows'][number];

const REQUIRED: (keyof DocumentRow)[] = ['description', 'files'];

function emptyRow(entityId: number): DocumentRow {
  return { documentId: null, entityId, description: '', files: [] };
}

function rowOf(saved: TDocument): DocumentRow {
  return {
    documentId: saved.documentId,
    entityId: saved.entityId,
    description: saved.description,
    files: saved.files.map(fileItemOfSaved),
  };
}

/** The Document step (optional): papers about the person, attached as PDF. */
export function DocumentStep({ entityId, onSaved }: StepProps) {
  const { t } = useTranslation();
  const documents = useDocuments(entityId);
  const save = useSaveDocumentsMutation(entityId);
  const remove = useDeleteDocumentMutation(entityId);
  const form = useForm<DocumentForm, unknown, z.output<typeof ZDocumentForm>>({
    resolver: codedResolver(ZDocumentForm),
    defaultValues: { rows: [emptyRow(entityId)] },
    // Not checked while typing a fresh row (a field-array change would flag every empty field of the new row).
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    entityId,
    rows,
    calls: documentCalls,
    form,
    saved: documents.data,
    toRow: rowOf,
    emptyRow,
    idOf: (row) => row.documentId,
    required: REQUIRED,
    remove,
    save: async (rows) => {
      await save.mutateAsync(rows.map((row) => ({ ...row, files: row.files.map(fileUploadOf) })));
      return true;
    },
    messages: { saved: t('documentAttachedSuccess'), deleted: t('documentDeletedSuccess'), deleteFailed: t('documentDeleteFailed') },
    onSaveError: (error) => toast('error', errorMessage(error, t('documentAttachFailed'))),
    onSaved,
  });
  const { errors } = form.formState;

  return (
    <RecordsState query={documents} errorText={t('personListFetchingError')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('documentTitle')}
          </Title>
          {rows.fields.map((field, index) => (
            <RecordRowCard
              key={field.key}
              heading={t('documentRowHeading', { number: index + 1 })}
              removeLabel={t('documentRemoveRow')}
              rowCount={rows.fields.length}
              removing={remove.isPending && remove.variables === Number(field.documentId)}
              onRemove={() => removeRow(index)}
            >
              <Stack gap="md">
                <Textarea
                  label={t('documentDescription')}
                  required
                  autosize
                  minRows={2}
                  maxLength={500}
                  error={errors.rows?.[index]?.description?.message}
                  {...form.register(`rows.${index}.description`)}
                />
                <Controller
                  control={form.control}
                  name={`rows.${index}.files`}
                  render={({ field: files, fieldState }) => (
                    <FileField
                      label={t('documentFiles')}
                      description={t('documentFilesHint')}
                      accept="pdf"
                      required
                      value={files.value}
                      onChange={(next) => {
                        files.onChange(next);
                        files.onBlur();
                      }}
                      error={fieldState.error?.message}
                      loadSaved={fetchStoredFile}
                    />
                  )}
                />
              </Stack>
            </RecordRowCard>
          ))}
          <RecordActions
            addLabel={t('documentAddRow')}
            saveLabel={t('documentSave')}
            onAdd={() => rows.append(emptyRow(entityId))}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
