import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PARENTAGE_KINDS, type TParentageKind } from '@vasiyat/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TLabelKey } from '../../../lib/label-types.ts';
import type { PersonalFormValues } from '../rules/personal.ts';

/** The label key of each way a deed names a person's parent or husband, and of the name's field. */
const KIND_KEYS: Record<TParentageKind, { option: TLabelKey; name: TLabelKey }> = {
  father: { option: 'personParentageFather', name: 'personParentageFatherName' },
  mother: { option: 'personParentageMother', name: 'personParentageMotherName' },
  husband: { option: 'personParentageHusband', name: 'personParentageHusbandName' },
};

/**
 * Issue 22: "How the deed identifies this person" — as Indian deeds do, "son of …", "wife of …" (with "late" when
 * the one named has died), and the occupation, which a witness's attestation states. Optional.
 */
export function IdentityFields({ form, kind }: { form: UseFormReturn<PersonalFormValues>; kind: string }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const parentageKind = form.watch('parentageKind');
  const witness = kind === 'witness';

  return (
    <Fieldset legend={t('personIdentityTitle')} variant="filled" radius="md">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('personIdentityIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('personParentageKind')}
            error={errors.parentageKind?.message}
            data={[
              { value: '', label: t('personParentageNone') },
              ...PARENTAGE_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value].option) })),
            ]}
            {...form.register('parentageKind', {
              onChange: (event: { target: { value: string } }) => {
                if (!event.target.value) form.setValue('parentageLate', false, { shouldDirty: true });
              },
            })}
          />
          <TextInput
            label={t(parentageKind ? KIND_KEYS[parentageKind].name : 'personParentageName')}
            required={parentageKind !== ''}
            autoComplete="off"
            maxLength={150}
            error={errors.parentageName?.message}
            {...form.register('parentageName')}
          />
        </SimpleGrid>
        {parentageKind !== '' && <Checkbox label={t('personParentageLate')} {...form.register('parentageLate')} />}
        <TextInput
          label={t('personOccupation')}
          description={witness ? t('personOccupationWitnessHint') : t('personOccupationHint')}
          autoComplete="off"
          maxLength={100}
          error={errors.occupation?.message}
          {...form.register('occupation')}
        />
      </Stack>
    </Fieldset>
  );
}
