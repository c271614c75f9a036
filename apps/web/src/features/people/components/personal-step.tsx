import { Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BOOLEAN_ALIVE, BOOLEAN_MINOR, type TProfile } from '@vasiyat/contract';
import { useEffect, useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/date-field.tsx';
import { MainStepFrame } from '../../../components/record-form/main-step-frame.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useMasterData, useMasterTypes } from '../api/masters.ts';
import { useSelfProfile } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { isFlagDisabled, isMinorByDob, needsDateOfDeath, toggleBooleanMaster, withMinorFromDob } from '../rules/alive.ts';
import { fullName } from '../rules/names.ts';
import {
  emptyPersonal,
  identifiesByParentage,
  type PersonalFormValues,
  type PersonalRules,
  personalFromProfile,
  personalSchema,
  personalToBody,
} from '../rules/personal.ts';
import { useLanguageCode, useTestatorId } from '../use-testator.ts';
import { IdentityFields } from './identity-fields.tsx';
import { type MainStepMessages, useMainStep } from './main-step.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

const FIELDS: readonly Path<PersonalFormValues>[] = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'dod',
  'gender',
  'maritalStatusId',
  'religionId',
  'nhMasterId',
  'designation',
  'parentageKind',
  'parentageName',
  'occupation',
];

type PersonalStepProps = {
  config: KindConfig;
  /** The record being edited; null for a new one. */
  entityId: number | null;
  /** Who the record hangs under: the heir of an extension, the organisation of a contact person. */
  primaryId: number | null;
  onSaved: (entityId: number) => void;
};

type Option = { value: string; label: string };

/** Master lists and the saved profile: self reads them from two calls, everyone else from fetchAllMasterData. */
function usePersonalData(config: KindConfig, entityId: number | null, primaryId: number | null) {
  const { t } = useTranslation();
  const code = useLanguageCode();
  const userId = useTestatorId();
  const self = config.kind === 'self';
  const types = useMasterTypes(code, self);
  const selfProfile = useSelfProfile(userId, self);
  const masterData = useMasterData({ ids: config.booleans, primaryId, entityId, coreId: userId, code }, !self);

  if (self) {
    return {
      pending: types.isPending || selfProfile.isPending,
      errors: [types.isError ? t('personFetchMaritalReligionFailed') : null, selfProfile.isError ? t('personFetchUserFailed') : null],
      maritalStatuses: types.data?.maritalstatus ?? [],
      religions: types.data?.religion ?? [],
      relations: [],
      booleanMasters: [],
      profile: selfProfile.data?.entities ?? null,
      registration: selfProfile.data?.registration ?? null,
    };
  }
  return {
    pending: masterData.isPending,
    errors: [masterData.isError ? t('personFetchMasterFailed') : null],
    maritalStatuses: masterData.data?.maritalstatus ?? [],
    religions: masterData.data?.religion ?? [],
    relations: masterData.data?.nhMaster ?? [],
    booleanMasters: masterData.data?.booleanMasters ?? [],
    profile: entityId ? (masterData.data?.nhDetails ?? null) : null,
    registration: null,
  };
}

/**
 * Spec part 1 §8 "Personal": each kind's own failure wording. A save says one thing everywhere (issue 23: the
 * spec's 'save successfully!', 'save success' and 'Successfully saved' read as three products).
 */
function saveMessages(config: KindConfig): MainStepMessages {
  if (config.kind === 'self') return { success: 'personSavedSuccess', failed: 'personSaveFailed', error: 'personSaveError' };
  return { success: 'commonSaved', failed: 'personSaveFailedShort', error: 'personSaveFailedWithError' };
}

/** The Personal step of every person form (self, heirs, beneficiaries, executors, witnesses, contact persons). */
export function PersonalStep({ config, entityId, primaryId, onSaved }: PersonalStepProps) {
  const { t } = useTranslation();
  const userId = useTestatorId();
  const firstNameFromToken = useSessionStore((state) => state.claims?.firstName ?? '');
  const self = config.kind === 'self';
  const rules: PersonalRules = useMemo(() => ({ ...config, genderReadOnly: self }), [config, self]);
  const data = usePersonalData(config, entityId, primaryId);
  const resolver = useMemo(() => codedResolver(personalSchema(rules)), [rules]);
  const profile: TProfile | null = data.profile;
  const { form, onSubmit, saving } = useMainStep({
    config,
    resolver,
    defaultValues: { ...emptyPersonal(config.defaultBooleans), firstName: self ? firstNameFromToken : '' },
    saved: profile,
    fromSaved: personalFromProfile,
    fields: FIELDS,
    toBody: (values) =>
      personalToBody(values, {
        entityId: self ? userId : entityId,
        coreId: userId,
        // spec: a direct heir hangs under the testator, an extension under its heir; an edit keeps its place.
        primaryId: self ? null : (primaryId ?? profile?.primaryId ?? (config.kind === 'heir' ? userId : null)),
        version: profile?.version ?? null,
        rules,
      }),
    entityId: self ? userId : entityId,
    messages: saveMessages(config),
    onSaved,
  });
  const { errors } = form.formState;

  // Define self before its first save starts from what the person gave at registration.
  const registration = data.registration;
  useEffect(() => {
    if (profile || !registration) return;
    form.reset({
      ...form.getValues(),
      firstName: form.getValues('firstName') || registration.firstName,
      lastName: form.getValues('lastName') || registration.lastName,
      gender: registration.gender ?? '',
      dob: form.getValues('dob') || (registration.dob ?? ''),
    });
  }, [registration, profile, form]);

  const selected = form.watch('selectedBooleanMasters');
  const dob = form.watch('dob');
  const imageUrl = form.watch('imageUrl');
  // Issue 23: Minor follows the date of birth, also for a record saved before it did.
  const minorFollowsDob = config.booleans.includes(BOOLEAN_MINOR) && isMinorByDob(dob) !== undefined;
  useEffect(() => {
    if (!minorFollowsDob) return;
    const next = withMinorFromDob(selected, dob);
    if (next.length !== selected.length) {
      form.setValue('selectedBooleanMasters', next, { shouldDirty: form.getFieldState('dob').isDirty });
    }
  }, [minorFollowsDob, selected, dob, form]);
  const showDod = needsDateOfDeath(config.booleans, selected);
  const errorOf = (field: Path<PersonalFormValues>) => errors[field as keyof PersonalFormValues]?.message;

  const options = (items: Option[], placeholder: string): Option[] => [{ value: '', label: placeholder }, ...items];
  const genderOptions = options(
    [
      { value: 'M', label: t('personGenderMale') },
      { value: 'F', label: t('personGenderFemale') },
      { value: 'X', label: t('personGenderOther') },
    ],
    t('personGenderChoose'),
  );
  const name = fullName(form.watch('firstName'), form.watch('lastName'));

  return (
    <MainStepFrame
      saveLabel={t('personSave')}
      title={t('wizardTabPersonal')}
      loading={data.pending}
      problems={data.errors}
      saving={saving}
      onSubmit={onSubmit}
    >
      <ProfilePhoto
        name={name}
        imageUrl={imageUrl}
        onPick={({ base64, url }) => {
          form.setValue('profileImage', base64, { shouldDirty: true });
          form.setValue('imageUrl', url, { shouldDirty: true });
        }}
        onRemove={
          form.watch('profileImage')
            ? () => {
                form.setValue('profileImage', null, { shouldDirty: true });
                form.setValue('imageUrl', profile?.imageData ?? null, { shouldDirty: true });
              }
            : undefined
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('personFirstName')}
          required
          autoComplete="off"
          maxLength={100}
          error={errorOf('firstName')}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('personMiddleName')}
          autoComplete="off"
          maxLength={100}
          error={errorOf('middleName')}
          {...form.register('middleName')}
        />
        <TextInput
          label={t('personLastName')}
          required
          autoComplete="off"
          maxLength={100}
          error={errorOf('lastName')}
          {...form.register('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <FormDateField control={form.control} name="dob" label={t('personDob')} required birth error={errorOf('dob')} />
        {self ? (
          <TextInput
            label={t('personGender')}
            readOnly
            variant="filled"
            value={genderOptions.find((option) => option.value === form.watch('gender') && option.value !== '')?.label ?? ''}
            description={t('personGenderReadOnly')}
            // The hint goes under the box, so the row's inputs stay on one line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        ) : (
          <NativeSelect label={t('personGender')} required data={genderOptions} error={errorOf('gender')} {...form.register('gender')} />
        )}
        <NativeSelect
          label={t('personMaritalStatus')}
          required
          error={errorOf('maritalStatusId')}
          data={options(
            data.maritalStatuses.map((item) => ({ value: String(item.maritalStatusId), label: item.maritalStatus })),
            t('personSelectMaritalStatus'),
          )}
          {...form.register('maritalStatusId')}
        />
        <NativeSelect
          label={t('personReligion')}
          required
          error={errorOf('religionId')}
          data={options(
            data.religions.map((item) => ({ value: String(item.religionId), label: item.religionName })),
            t('personSelectReligion'),
          )}
          {...form.register('religionId')}
        />
      </SimpleGrid>
      {(config.relation !== 'none' || config.designation) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {config.relation !== 'none' && (
            <NativeSelect
              label={t('personRelation')}
              required={config.relation === 'required'}
              error={errorOf('nhMasterId')}
              data={options(
                data.relations.map((item) => ({ value: String(item.nhRelationMasterId), label: item.relationName })),
                t('personSelectRelation'),
              )}
              {...form.register('nhMasterId')}
            />
          )}
          {config.designation && (
            <TextInput
              label={t('contactPersonDesignation')}
              required
              maxLength={100}
              error={errorOf('designation')}
              {...form.register('designation')}
            />
          )}
        </SimpleGrid>
      )}
      {data.booleanMasters.length > 0 && (
        <Fieldset legend={t('personFlags')} variant="filled" radius="md">
          <Stack gap="sm">
            <Group gap="lg">
              {data.booleanMasters.map((flag) => (
                <Checkbox
                  key={flag.booleanMasterId}
                  label={flag.booleanName}
                  checked={selected.includes(flag.booleanMasterId)}
                  disabled={isFlagDisabled(flag.booleanMasterId, selected) || (flag.booleanMasterId === BOOLEAN_MINOR && minorFollowsDob)}
                  onChange={(event) => {
                    const next = toggleBooleanMaster(selected, flag.booleanMasterId, event.currentTarget.checked);
                    form.setValue('selectedBooleanMasters', next, { shouldDirty: true });
                    if (flag.booleanMasterId === BOOLEAN_ALIVE && event.currentTarget.checked) {
                      form.setValue('dod', '', { shouldDirty: true });
                      form.clearErrors('dod');
                    }
                  }}
                />
              ))}
            </Group>
            {config.booleans.includes(BOOLEAN_ALIVE) && (
              <Text fz="xs" c="dimmed">
                {t('personFlagAliveHint')}
              </Text>
            )}
            {config.booleans.includes(BOOLEAN_MINOR) && (
              <Text fz="xs" c="dimmed">
                {t('personFlagMinorHint')}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
      {showDod && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <FormDateField
            control={form.control}
            name="dod"
            label={t('personDod')}
            required
            error={errorOf('dod')}
            minDate={form.watch('dob') || undefined}
          />
        </SimpleGrid>
      )}
      {/* Issue 22: "son of …", "wife of …" and the occupation, as the deed words them (not for an organisation's contact). */}
      {identifiesByParentage(config.kind) && <IdentityFields form={form} kind={config.kind} />}
    </MainStepFrame>
  );
}
