import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type TAddress, ZAddressInput } from '@vasiyat/contract';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { addressCalls, useAddresses, useAddressTypes, useDeleteAddressMutation, useSaveAddressesMutation } from '../api/addresses.ts';
import { isDuplicateValue } from '../rules/rows.ts';
import { useLanguageCode } from '../use-testator.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import type { StepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

const ZAddressForm = z.object({ rows: z.array(ZAddressInput) });
type AddressForm = z.input<typeof ZAddressForm>;
type AddressRow = AddressForm['rows'][number];

const TEXT_FIELDS = ['doorNo', 'buildingNumber', 'street', 'locality', 'pincode', 'city', 'district', 'state', 'country'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  doorNo: 'addressDoorNo',
  buildingNumber: 'addressBuildingNumber',
  street: 'addressStreet',
  locality: 'addressLocality',
  pincode: 'addressPincode',
  city: 'addressCity',
  district: 'addressDistrict',
  state: 'addressState',
  country: 'addressCountry',
};
const AUTOCOMPLETE: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {
  pincode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
};
/** Spec part 1 §4: the fields that make the step complete. */
const REQUIRED: (keyof AddressRow)[] = ['addressTypeId', ...TEXT_FIELDS];

function emptyRow(entityId: number): AddressRow {
  return {
    addressId: null,
    entityId,
    addressTypeId: '',
    doorNo: '',
    buildingNumber: '',
    street: '',
    pincode: '',
    locality: '',
    city: '',
    state: '',
    country: '',
    district: '',
  };
}

function rowOf(saved: TAddress): AddressRow {
  const { addressTypeName: _name, ...row } = saved;
  return { ...row, addressTypeId: String(saved.addressTypeId) };
}

/** The Address step (spec part 1 §5): every field required; each address type once. */
export function AddressStep({ entityId, onSaved }: StepProps) {
  const { t } = useTranslation();
  const code = useLanguageCode();
  const types = useAddressTypes(code);
  const addresses = useAddresses(entityId);
  const save = useSaveAddressesMutation(entityId);
  const remove = useDeleteAddressMutation(entityId);
  const form = useForm<AddressForm>({
    resolver: codedResolver(ZAddressForm),
    defaultValues: { rows: [emptyRow(entityId)] },
    // Not checked while typing a fresh row (a field-array change would flag every empty field of the new row).
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    entityId,
    rows,
    calls: addressCalls,
    form,
    saved: addresses.data,
    toRow: rowOf,
    emptyRow,
    idOf: (row) => row.addressId,
    required: REQUIRED,
    remove,
    save: async (rows) => {
      await save.mutateAsync(rows);
      return true;
    },
    messages: { saved: t('addressSavedSuccess'), deleted: t('addressDeletedSuccess'), deleteFailed: t('addressDeleteError') },
    onSaveError: (error) => toast('error', errorMessage(error, t('addressSaveError')), t('addressSaveError')),
    onSaved,
  });
  const { errors } = form.formState;

  const chooseType = (index: number, value: string) => {
    const current = form.getValues('rows');
    // Spec part 1 §5: a type another row already has clears the choice.
    if (isDuplicateValue(current, index, 'addressTypeId', value)) {
      form.setValue(`rows.${index}.addressTypeId`, '', { shouldValidate: false });
      form.setError(`rows.${index}.addressTypeId`, {
        type: 'duplicate',
        message: fieldErrorText('Duplicate address type selected', 'addressDuplicateType'),
      });
      toast('error', t('addressDuplicateType'));
      return;
    }
    form.setValue(`rows.${index}.addressTypeId`, value, { shouldValidate: true, shouldDirty: true });
  };

  const errorOf = (index: number, field: keyof AddressRow) => errors.rows?.[index]?.[field]?.message as string | undefined;

  return (
    <RecordsState query={addresses} errorText={t('addressFetchError')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t('addressTitle')}
          </Title>
          {rows.fields.map((field, index) => (
            <RecordRowCard
              key={field.key}
              heading={t('addressRowHeading', { number: index + 1 })}
              removeLabel={t('addressRemoveRow')}
              rowCount={rows.fields.length}
              removing={remove.isPending && remove.variables === Number(field.addressId)}
              onRemove={() => removeRow(index)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                <NativeSelect
                  label={t('addressType')}
                  required
                  value={String(form.watch(`rows.${index}.addressTypeId`) ?? '')}
                  onChange={(event) => chooseType(index, event.currentTarget.value)}
                  error={errorOf(index, 'addressTypeId')}
                  data={[
                    { value: '', label: t('addressSelectType') },
                    ...(types.data ?? []).map((type) => ({ value: String(type.addressTypeId), label: type.name })),
                  ]}
                />
                {TEXT_FIELDS.map((name) => (
                  <TextInput
                    key={name}
                    label={t(LABELS[name])}
                    required
                    autoComplete={AUTOCOMPLETE[name] ?? 'off'}
                    inputMode={name === 'pincode' ? 'numeric' : undefined}
                    maxLength={name === 'pincode' ? 6 : undefined}
                    error={errorOf(index, name)}
                    {...form.register(`rows.${index}.${name}` as FieldPath<AddressForm>)}
                  />
                ))}
              </SimpleGrid>
            </RecordRowCard>
          ))}
          <RecordActions
            addLabel={t('addressAddRow')}
            saveLabel={t('addressSave')}
            onAdd={() => rows.append(emptyRow(entityId))}
            saving={save.isPending}
            canAdd={(types.data?.length ?? Number.POSITIVE_INFINITY) > rows.fields.length}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
