import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { STATUS_EXITS, type TIdentification } from '@vasiyat/contract';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField } from '../../../components/file-field.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchStoredFile } from '../api/files.ts';
import {
  identificationCalls,
  useDeleteIdentificationMutation,
  useIdentifications,
  useIdentificationTypes,
  useSaveIdentificationsMutation,
} from '../api/identifications.ts';
import { fileItemOfSaved } from '../rules/files.ts';
import { identificationsToSend, ZIdentificationRow } from '../rules/identification.ts';
import { freeOptions } from '../rules/rows.ts';
import { useLanguageCode } from '../use-testator.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import type { StepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

const ZIdentificationForm = z.object({ rows: z.array(ZIdentificationRow) });
type IdentificationForm = z.input<typeof ZIdentificationForm>;
type IdentificationRow = IdentificationForm['rows'][number];

const REQUIRED: (keyof IdentificationRow)[] = ['idType', 'documentNo', 'files'];

function emptyRow(entityId: number): IdentificationRow {
  return { identityId: null, entityId, idType: '', documentNo: '', files: [], maskedNo: null };
}

function rowOf(saved: TIdentification): IdentificationRow {
  return {
    identityId: saved.identityId,
    entityId: saved.entityId,
    idType: String(saved.idType),
    documentNo: saved.documentNo,
    maskedNo: saved.documentNo,
    files: saved.files.map(fileItemOfSaved),
  };
}

/** The Identification step: each type once per person; the server answers 'exits' for a type it already has. */
export function IdentificationStep({ entityId, onSaved }: StepProps) {
  const { t } = useTranslation();
  const code = useLanguageCode();
  const types = useIdentificationTypes(code);
  const identifications = useIdentifications(entityId);
  const save = useSaveIdentificationsMutation(entityId);
  const remove = useDeleteIdentificationMutation(entityId);
  const form = useForm<IdentificationForm, unknown, z.output<typeof ZIdentificationForm>>({
    resolver: codedResolver(ZIdentificationForm),
    defaultValues: { rows: [emptyRow(entityId)] },
    // Not checked while typing a fresh row (a field-array change would flag every empty field of the new row).
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    entityId,
    rows,
    calls: identificationCalls,
    form,
    saved: identifications.data,
    toRow: rowOf,
    emptyRow,
    idOf: (row) => row.identityId,
    required: REQUIRED,
    remove,
    save: async (rows) => {
      const answer = await save.mutateAsync(identificationsToSend(rows));
      if (answer.status !== STATUS_EXITS) return true;
      toast('error', t('identificationAlreadyExists'));
      return false;
    },
    messages: {
      saved: t('identificationSavedSuccess'),
      deleted: t('identificationDeletedSuccess'),
      deleteFailed: t('identificationDeleteFailed'),
    },
    onSaveError: (error) => toast('error', errorMessage(error, t('identificationSaveFailed'))),
    onSaved,
  });
  const { errors } = form.formState;
  const current = form.watch('rows');

  const allTypes = types.data ?? [];
  return (
    <RecordsState query={identifications} errorText={t('personListFetchingError')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('identificationTitle')}
          </Title>
          {rows.fields.map((field, index) => (
            <RecordRowCard
              key={field.key}
              heading={t('identificationRowHeading', { number: index + 1 })}
              removeLabel={t('identificationRemoveRow')}
              rowCount={rows.fields.length}
              removing={remove.isPending && remove.variables === Number(field.identityId)}
              onRemove={() => removeRow(index)}
            >
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect
                    label={t('identificationType')}
                    required
                    error={errors.rows?.[index]?.idType?.message}
                    data={[
                      { value: '', label: t('identificationSelectType') },
                      // Spec part 1 §5: each identification type once per list.
                      ...freeOptions(allTypes, (type) => type.idenTypeId, current, index, 'idType').map((type) => ({
                        value: String(type.idenTypeId),
                        label: type.name,
                      })),
                    ]}
                    {...form.register(`rows.${index}.idType`)}
                  />
                  <TextInput
                    label={t('identificationNumber')}
                    required
                    autoComplete="off"
                    spellCheck={false}
                    error={errors.rows?.[index]?.documentNo?.message}
                    {...form.register(`rows.${index}.documentNo`)}
                  />
                </SimpleGrid>
                <Controller
                  control={form.control}
                  name={`rows.${index}.files`}
                  render={({ field: files, fieldState }) => (
                    <FileField
                      label={t('identificationFiles')}
                      description={t('identificationFilesHint')}
                      accept="image-or-pdf"
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
            addLabel={t('identificationAddRow')}
            saveLabel={t('identificationSave')}
            onAdd={() => rows.append(emptyRow(entityId))}
            saving={save.isPending}
            canAdd={allTypes.length === 0 || rows.fields.length < allTypes.length}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
