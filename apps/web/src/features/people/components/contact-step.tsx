import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { CONTACT_EMAIL, CONTACT_LANDLINE, CONTACT_MOBILE, type TContact } from '@vasiyat/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { contactCalls, useContacts, useContactTypes, useDeleteContactMutation, useSaveContactsMutation } from '../api/contacts.ts';
import { ZContactForm } from '../rules/contact.ts';
import { useLanguageCode } from '../use-testator.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import type { StepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

type ContactForm = z.input<typeof ZContactForm>;
type ContactRow = ContactForm['rows'][number];

const REQUIRED: (keyof ContactRow)[] = ['contactTypeId', 'contactDetails'];

function emptyRow(entityId: number): ContactRow {
  return { contactDetailsId: null, entityId, contactTypeId: '', contactDetails: '' };
}

function rowOf(saved: TContact): ContactRow {
  return {
    contactDetailsId: saved.contactDetailsId,
    entityId: saved.entityId,
    contactTypeId: String(saved.contactTypeId),
    contactDetails: saved.contactDetails,
  };
}

/** How the details input behaves for each contact type (a phone keypad for numbers, an email keyboard). */
function inputKind(typeId: number): { type: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string; maxLength?: number } {
  if (typeId === CONTACT_MOBILE) return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 };
  if (typeId === CONTACT_EMAIL) return { type: 'email', inputMode: 'email', autoComplete: 'email' };
  if (typeId === CONTACT_LANDLINE) return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 15 };
  return { type: 'text', autoComplete: 'off' };
}

/** The Contact step (spec part 1 §5): checked when leaving a field; saving with errors is refused. */
export function ContactStep({ entityId, onSaved }: StepProps) {
  const { t } = useTranslation();
  const code = useLanguageCode();
  const types = useContactTypes(code);
  const contacts = useContacts(entityId);
  const save = useSaveContactsMutation(entityId);
  const remove = useDeleteContactMutation(entityId);
  const form = useForm<ContactForm>({
    resolver: codedResolver(ZContactForm),
    defaultValues: { rows: [emptyRow(entityId)] },
    // Spec part 1 §5: contacts are checked when leaving the field (below); a fresh row is not flagged at once.
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    entityId,
    rows,
    calls: contactCalls,
    form,
    saved: contacts.data,
    toRow: rowOf,
    emptyRow,
    idOf: (row) => row.contactDetailsId,
    required: REQUIRED,
    remove,
    save: async (rows) => {
      await save.mutateAsync(rows);
      return true;
    },
    messages: { saved: t('contactSavedSuccess'), deleted: t('contactDeletedSuccess'), deleteFailed: t('contactDeleteError') },
    onSaveError: (error) => toast('error', t('contactSaveFailed', { message: errorMessage(error, t('commonAnErrorOccurred')) })),
    onSaved,
  });
  const { errors } = form.formState;

  return (
    <RecordsState query={contacts} errorText={t('personListFetchingError')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('contactDetailsTitle')}
          </Title>
          {rows.fields.map((field, index) => {
            const typeId = Number(form.watch(`rows.${index}.contactTypeId`) || 0);
            const kind = inputKind(typeId);
            const detailsName = `rows.${index}.contactDetails` as const;
            const detailsField = form.register(detailsName, {
              onBlur: () => void form.trigger(detailsName),
              // Once flagged, the message follows the typing, so it is gone before the next click.
              onChange: () => {
                if (form.getFieldState(detailsName).error) void form.trigger(detailsName);
              },
            });
            return (
              <RecordRowCard
                key={field.key}
                heading={t('contactRowHeading', { number: index + 1 })}
                removeLabel={t('contactRemoveRow')}
                rowCount={rows.fields.length}
                removing={remove.isPending && remove.variables === Number(field.contactDetailsId)}
                onRemove={() => removeRow(index)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect
                    label={t('contactType')}
                    required
                    error={errors.rows?.[index]?.contactTypeId?.message}
                    data={[
                      { value: '', label: t('contactSelectType') },
                      ...(types.data ?? []).map((type) => ({ value: String(type.contactTypeId), label: type.contactName })),
                    ]}
                    {...form.register(`rows.${index}.contactTypeId`, {
                      // A new type changes which format the details must have.
                      onChange: () => {
                        if (form.getFieldState(`rows.${index}.contactDetails`).isTouched) void form.trigger(`rows.${index}.contactDetails`);
                      },
                      onBlur: () => void form.trigger(`rows.${index}.contactTypeId`),
                    })}
                  />
                  <TextInput
                    label={t('contactDetails')}
                    required
                    type={kind.type}
                    inputMode={kind.inputMode}
                    autoComplete={kind.autoComplete}
                    maxLength={kind.maxLength}
                    error={errors.rows?.[index]?.contactDetails?.message}
                    {...detailsField}
                  />
                </SimpleGrid>
              </RecordRowCard>
            );
          })}
          <RecordActions
            addLabel={t('contactAddRow')}
            saveLabel={t('contactSave')}
            onAdd={() => rows.append(emptyRow(entityId))}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
