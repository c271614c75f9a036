import { Checkbox, Fieldset, Group, NativeSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ASSET_KIND_DEFINITIONS, ASSET_TYPE_INSURANCE, type TAssetKind } from '@vasiyat/contract';
import { useEffect } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/date-field.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { MainStepFrame } from '../../../components/record-form/main-step-frame.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useAssetMasters, useRelationMaster, useSaveAssetMutation } from '../api/assets.ts';
import {
  type AssetDetailsOutput,
  type AssetDetailsValues,
  asksNominee,
  assetDetailsFromSaved,
  assetDetailsResolver,
  assetDetailsToBody,
  emptyAssetDetails,
  isCoparcenary,
  isShareBased,
  takesPercentage,
  toggleAssetOption,
} from '../rules/details.ts';
import { formatRupees, ownedValueOf } from '../rules/format.ts';

const FIELDS: readonly Path<AssetDetailsValues>[] = [
  'assetName',
  'assetSubTypeId',
  'assetInitialValue',
  'ownershipTypeId',
  'ownershipPercentage',
  'assetDescription',
  'dateOfInclusion',
  'selectedAssetBooleans',
  'nomineeName',
  'nomineeRelationId',
];

type DetailsStepProps = { kind: TAssetKind; assetId: number | null; onSaved: (assetId: number) => void };

/**
 * Tab 0 of an asset (spec part 2 §2, §3): name, subtype, value, ownership (with the testator's share when
 * it is share-based), description, date of inclusion and options. Saving it gives the asset its id.
 */
export function DetailsStep({ kind, assetId, onSaved }: DetailsStepProps) {
  const { t } = useTranslation();
  const { typeId } = ASSET_KIND_DEFINITIONS[kind];
  const code = useLanguageStore((state) => state.language);
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  const masters = useAssetMasters(assetId, typeId, code);
  const save = useSaveAssetMutation();
  const form = useForm<AssetDetailsValues, unknown, AssetDetailsOutput>({
    resolver: assetDetailsResolver,
    defaultValues: emptyAssetDetails(),
    mode: 'onTouched',
  });
  useUnsavedChanges(form);
  const saved = masters.data?.assetsDetails ?? null;

  // Filled from the server, and again after each save: the version stands for the asset's content.
  const savedVersion = saved ? `${saved.assetId}:${saved.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the asset's content.
  useEffect(() => {
    if (saved) form.reset(assetDetailsFromSaved(saved));
  }, [savedVersion, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(
          assetDetailsToBody(values, { assetId, assetTypeMstId: typeId, testatorId, version: saved?.version ?? null }),
        );
        toast('success', t('commonSaved'));
        // Saved: what the form holds is no longer unsaved typing (the server's answer refills it soon after).
        form.reset(form.getValues());
        onSaved(answer.asset.assetId);
      } catch (error) {
        applyFieldErrors(error, form.setError, FIELDS, fieldErrorText);
        toast('error', t('assetSaveError', { error: errorMessage(error, t('commonAnErrorOccurred')) }));
      }
    },
    () => toast('error', t('contactFixErrors')),
  );

  const errorOf = (field: keyof AssetDetailsValues) => form.formState.errors[field]?.message;
  const shareBased = isShareBased(form.watch('ownershipTypeId'));
  const coparcenary = isCoparcenary(form.watch('ownershipTypeId'));
  const owned = ownedValueOf(form.watch('assetInitialValue'), form.watch('ownershipPercentage'));
  const selected = form.watch('selectedAssetBooleans');
  const relations = useRelationMaster(code, asksNominee(typeId, selected));
  const data = masters.data;
  const choose = (placeholderKey: TLabelKey, options: { value: string; label: string }[]) => [
    { value: '', label: t(placeholderKey) },
    ...options,
  ];

  return (
    <MainStepFrame
      title={t('assetTabDetails')}
      saveLabel={t('assetSave')}
      loading={masters.isPending}
      problems={[masters.isError ? t('assetMasterDataError', { error: errorMessage(masters.error, t('commonAnErrorOccurred')) }) : null]}
      saving={save.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('assetName')}
          required
          autoComplete="off"
          maxLength={200}
          error={errorOf('assetName')}
          {...form.register('assetName')}
        />
        <NativeSelect
          label={t('assetSubtype')}
          required
          error={errorOf('assetSubTypeId')}
          data={choose(
            'assetSelectSubtype',
            (data?.assetSubTypes ?? []).map((subtype) => ({ value: String(subtype.assetSubTypeId), label: subtype.assetSubtypeName })),
          )}
          {...form.register('assetSubTypeId')}
        />
        <Controller
          control={form.control}
          name="assetInitialValue"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={t('assetInitialValue')}
              required
              error={fieldState.error?.message}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <NativeSelect
          label={t('assetOwnershipType')}
          required
          error={errorOf('ownershipTypeId')}
          data={choose(
            'assetSelectOwnershipType',
            (data?.ownershipMasters ?? []).map((type) => ({
              value: String(type.assetOwnershipTypeId),
              label: type.assetOwnershipTypeName,
            })),
          )}
          {...form.register('ownershipTypeId', {
            // Spec part 2 §4: only share-based ownership keeps a percentage (issue 22: and a coparcenary share); any other type clears it.
            onChange: (event) => {
              if (!takesPercentage(event.target.value)) {
                form.setValue('ownershipPercentage', '');
                form.clearErrors('ownershipPercentage');
              }
            },
          })}
        />
        {(shareBased || coparcenary) && (
          <Controller
            control={form.control}
            name="ownershipPercentage"
            render={({ field, fieldState }) => (
              <NumberInput
                label={coparcenary ? t('assetCoparcenaryPercentage') : t('assetOwnershipPercentage')}
                required={shareBased}
                description={
                  owned !== undefined
                    ? `${t('assetOwnershipValue')}: ${formatRupees(owned)}`
                    : coparcenary
                      ? t('assetCoparcenaryPercentageHint')
                      : t('assetOwnershipPercentageHint')
                }
                suffix=" %"
                decimalScale={3}
                min={0}
                max={100}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                autoComplete="off"
                error={fieldState.error?.message}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        <FormDateField control={form.control} name="dateOfInclusion" label={t('assetDateOfInclusion')} error={errorOf('dateOfInclusion')} />
      </SimpleGrid>
      <Textarea
        label={t('assetDescription')}
        required
        autosize
        minRows={3}
        maxLength={2000}
        error={errorOf('assetDescription')}
        {...form.register('assetDescription')}
      />
      {(data?.booleanMaster.length ?? 0) > 0 && (
        <Fieldset legend={t('assetOptions')} variant="filled" radius="md">
          <Group gap="lg">
            {data?.booleanMaster.map((option) => (
              <Checkbox
                key={option.assetBooleanMasterId}
                label={option.assetBooleanMasterName}
                checked={selected.includes(option.assetBooleanMasterId)}
                onChange={(event) =>
                  form.setValue(
                    'selectedAssetBooleans',
                    toggleAssetOption(selected, option.assetBooleanMasterId, event.currentTarget.checked),
                    { shouldDirty: true },
                  )
                }
              />
            ))}
          </Group>
        </Fieldset>
      )}
      {asksNominee(typeId, selected) && (
        <Fieldset legend={t('assetNomineeTitle')} variant="filled" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('assetNomineeName')}
              description={t('assetNomineeNameHint')}
              autoComplete="off"
              maxLength={150}
              error={errorOf('nomineeName')}
              {...form.register('nomineeName')}
            />
            <NativeSelect
              label={t('assetNomineeRelation')}
              description={typeId === ASSET_TYPE_INSURANCE ? t('assetNomineeInsuranceHint') : t('assetNomineeRelationHint')}
              error={errorOf('nomineeRelationId')}
              data={choose(
                'personSelectRelation',
                (relations.data ?? []).map((item) => ({ value: String(item.nhRelationMasterId), label: item.relationName })),
              )}
              {...form.register('nomineeRelationId')}
            />
          </SimpleGrid>
        </Fieldset>
      )}
    </MainStepFrame>
  );
}
