import { SimpleGrid, TextInput } from '@mantine/core';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MainStepFrame } from '../../../components/record-form/main-step-frame.tsx';
import { formatDisplayDate } from '../../../lib/display-date.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { useProfile } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { type RegistrarFormValues, registrarFromProfile, registrarToBody, ZRegistrarForm } from '../rules/organisation.ts';
import { useMainStep } from './main-step.tsx';

type RegistrarStepProps = { config: KindConfig; entityId: number | null; onSaved: (entityId: number) => void };

const FIELDS: readonly Path<RegistrarFormValues>[] = ['registrarName'];
const resolver = codedResolver(ZRegistrarForm);

/** Step 0 of the registrar (spec part 1 §3): a name; the enforcement date is fixed and shown read-only. */
export function RegistrarStep({ config, entityId, onSaved }: RegistrarStepProps) {
  const { t } = useTranslation();
  const profile = useProfile(entityId);
  const { form, onSubmit, saving } = useMainStep({
    config,
    resolver,
    defaultValues: registrarFromProfile(null),
    saved: profile.data?.entities ?? null,
    fromSaved: registrarFromProfile,
    fields: FIELDS,
    toBody: (values) => registrarToBody(values, entityId),
    entityId,
    onSaved,
  });
  return (
    <MainStepFrame
      saveLabel={t('personSave')}
      title={t('registrarTabDetails')}
      loading={entityId !== null && profile.isPending}
      problems={[profile.isError ? t('personFetchUserFailed') : null]}
      saving={saving}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('registrarName')}
          required
          autoComplete="off"
          maxLength={100}
          error={form.formState.errors.registrarName?.message}
          {...form.register('registrarName')}
        />
        <TextInput
          label={t('registrarEnforcementDate')}
          readOnly
          variant="filled"
          value={formatDisplayDate(form.watch('enforcementDate'))}
        />
      </SimpleGrid>
    </MainStepFrame>
  );
}
