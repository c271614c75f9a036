import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type TSpecificAttribute, ZSpecificAttributeInput } from '@vasiyat/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import {
  specificAttributeCalls,
  useDeleteSpecificAttributeMutation,
  useSaveSpecificAttributesMutation,
  useSpecificAttributes,
} from '../api/specific-attributes.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import type { StepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

const ZSpecificAttributeForm = z.object({ rows: z.array(ZSpecificAttributeInput) });
type SpecificAttributeForm = z.input<typeof ZSpecificAttributeForm>;
type SpecificAttributeRow = SpecificAttributeForm['rows'][number];

const REQUIRED: (keyof SpecificAttributeRow)[] = ['specificAttributeName', 'specificAttributeValue', 'specificAttributeDescription'];

function emptyRow(entityId: number): SpecificAttributeRow {
  return { specificAttributeId: null, entityId, specificAttributeName: '', specificAttributeValue: '', specificAttributeDescription: '' };
}

/** A saved attribute is already a row of the form. */
const rowOf = (saved: TSpecificAttribute): SpecificAttributeRow => saved;

/** The Specific Attribute step (optional; spec part 1 §5: name, value and description all required). */
export function SpecificAttributeStep({ entityId, onSaved }: StepProps) {
  const { t } = useTranslation();
  const attributes = useSpecificAttributes(entityId);
  const save = useSaveSpecificAttributesMutation(entityId);
  const remove = useDeleteSpecificAttributeMutation(entityId);
  const form = useForm<SpecificAttributeForm>({
    resolver: codedResolver(ZSpecificAttributeForm),
    defaultValues: { rows: [emptyRow(entityId)] },
    // Not checked while typing a fresh row (a field-array change would flag every empty field of the new row).
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    entityId,
    rows,
    calls: specificAttributeCalls,
    form,
    saved: attributes.data,
    toRow: rowOf,
    emptyRow,
    idOf: (row) => row.specificAttributeId,
    required: REQUIRED,
    remove,
    save: async (rows) => {
      await save.mutateAsync(rows);
      return true;
    },
    messages: {
      saved: t('specificAttributeSavedSuccess'),
      deleted: t('specificAttributeDeletedSuccess'),
      deleteFailed: t('specificAttributeDeleteError'),
    },
    onSaveError: (error) => toast('error', errorMessage(error, t('specificAttributeSaveError'))),
    onSaved,
  });
  const { errors } = form.formState;

  const errorOf = (index: number, field: keyof SpecificAttributeRow) => errors.rows?.[index]?.[field]?.message as string | undefined;

  return (
    <RecordsState query={attributes} errorText={t('personListFetchingError')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('specificAttributeTitle')}
          </Title>
          {rows.fields.map((field, index) => (
            <RecordRowCard
              key={field.key}
              heading={t('specificAttributeRowHeading', { number: index + 1 })}
              removeLabel={t('specificAttributeRemoveRow')}
              rowCount={rows.fields.length}
              removing={remove.isPending && remove.variables === Number(field.specificAttributeId)}
              onRemove={() => removeRow(index)}
            >
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('specificAttributeName')}
                    required
                    maxLength={100}
                    error={errorOf(index, 'specificAttributeName')}
                    {...form.register(`rows.${index}.specificAttributeName`)}
                  />
                  <TextInput
                    label={t('specificAttributeValue')}
                    required
                    maxLength={500}
                    error={errorOf(index, 'specificAttributeValue')}
                    {...form.register(`rows.${index}.specificAttributeValue`)}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('specificAttributeDescription')}
                  required
                  autosize
                  minRows={2}
                  maxLength={1000}
                  error={errorOf(index, 'specificAttributeDescription')}
                  {...form.register(`rows.${index}.specificAttributeDescription`)}
                />
              </Stack>
            </RecordRowCard>
          ))}
          <RecordActions
            addLabel={t('specificAttributeAddRow')}
            saveLabel={t('specificAttributeSave')}
            onAdd={() => rows.append(emptyRow(entityId))}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
