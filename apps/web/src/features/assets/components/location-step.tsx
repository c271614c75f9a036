import { NativeSelect, SimpleGrid, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { ASSET_KIND_DEFINITIONS, requiredLocationFields, type TAssetKind, type TLocationField } from '@vasiyat/contract';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MainStepFrame } from '../../../components/record-form/main-step-frame.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { toast } from '../../../lib/toast.ts';
import { useAssetLocation, useSaveLocationMutation } from '../api/location.ts';
import {
  type AssetLocationOutput,
  type AssetLocationValues,
  assetLocationResolver,
  locationFromSaved,
  locationToBody,
} from '../rules/location.ts';

const FIELDS: readonly Path<AssetLocationValues>[] = [
  'assetLocationType',
  'addressDetails',
  'city',
  'state',
  'pincode',
  'country',
  'landmark',
  'latitude',
  'longitude',
];

type LocationStepProps = { kind: TAssetKind; assetId: number; onSaved: (complete: boolean) => void };

/** Tab 1 of an asset (spec part 2 §3 "Asset location"): one location, physical (an address) or virtual. */
export function LocationStep({ kind, assetId, onSaved }: LocationStepProps) {
  const { t } = useTranslation();
  const { locationType } = ASSET_KIND_DEFINITIONS[kind];
  const location = useAssetLocation(assetId);
  const save = useSaveLocationMutation();
  const form = useForm<AssetLocationValues, unknown, AssetLocationOutput>({
    resolver: assetLocationResolver,
    defaultValues: locationFromSaved(null, locationType),
    mode: 'onTouched',
  });
  useUnsavedChanges(form);
  const saved = location.data?.location ?? null;

  useEffect(() => {
    if (location.data) form.reset(locationFromSaved(location.data.location, locationType));
  }, [location.data, locationType, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(locationToBody(values, assetId, saved?.assetLocationId ?? null));
        // The label is the server's message word for word in English, and that message in other languages.
        toast('success', t('assetLocationSaved'));
        // Saved: what the form holds is no longer unsaved typing.
        form.reset(form.getValues());
        // Every field the step needs is filled once the rules let it be saved.
        onSaved(true);
      } catch (error) {
        applyFieldErrors(error, form.setError, FIELDS, fieldErrorText);
        toast('error', errorMessage(error, t('commonAnErrorOccurred')));
      }
    },
    () => toast('error', t('contactFixErrors')),
  );

  const errorOf = (field: keyof AssetLocationValues) => form.formState.errors[field]?.message;
  // The contract says which fields the chosen type needs (a virtual location has no address, landmark or pincode).
  const needed = requiredLocationFields(form.watch('assetLocationType'));
  const isNeeded = (field: TLocationField) => needed.includes(field);
  const text = (field: keyof AssetLocationValues, labelKey: TLabelKey, autoComplete = 'off', extra: Partial<TextInputProps> = {}) => (
    <TextInput
      label={t(labelKey)}
      autoComplete={autoComplete}
      maxLength={100}
      error={errorOf(field)}
      {...extra}
      {...form.register(field)}
    />
  );

  return (
    <MainStepFrame
      title={t('assetLocationTitle')}
      saveLabel={t('assetLocationSave')}
      loading={location.isPending}
      problems={[location.isError ? t('assetFetchingError', { error: errorMessage(location.error, t('commonAnErrorOccurred')) }) : null]}
      saving={save.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('assetLocationType')}
          required
          error={errorOf('assetLocationType')}
          data={[
            { value: '', label: t('assetLocationSelectType') },
            { value: 'P', label: t('assetLocationPhysical') },
            { value: 'V', label: t('assetLocationVirtual') },
          ]}
          {...form.register('assetLocationType')}
        />
        {text('landmark', 'assetLocationLandmark', 'off', { required: isNeeded('landmark'), maxLength: 200 })}
      </SimpleGrid>
      <Textarea
        label={t('assetLocationAddress')}
        required={isNeeded('addressDetails')}
        autosize
        minRows={2}
        maxLength={500}
        autoComplete="street-address"
        error={errorOf('addressDetails')}
        {...form.register('addressDetails')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {text('city', 'assetLocationCity', 'address-level2', { required: isNeeded('city') })}
        {text('state', 'assetLocationState', 'address-level1', { required: isNeeded('state') })}
        {text('pincode', 'assetLocationPincode', 'postal-code', { required: isNeeded('pincode'), inputMode: 'numeric', maxLength: 12 })}
        {text('country', 'assetLocationCountry', 'country-name', { required: isNeeded('country') })}
        {text('latitude', 'assetLocationLatitude', 'off', { inputMode: 'decimal', maxLength: 30 })}
        {text('longitude', 'assetLocationLongitude', 'off', { inputMode: 'decimal', maxLength: 30 })}
      </SimpleGrid>
    </MainStepFrame>
  );
}
