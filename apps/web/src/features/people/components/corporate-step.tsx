import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/date-field.tsx';
import { MainStepFrame } from '../../../components/record-form/main-step-frame.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { useCorporateData } from '../api/masters.ts';
import type { KindConfig } from '../kinds.ts';
import { type CorporateFormValues, corporateFromProfile, corporateToBody, ZCorporateForm } from '../rules/organisation.ts';
import { useLanguageCode } from '../use-testator.ts';
import { useMainStep } from './main-step.tsx';

type CorporateStepProps = { config: KindConfig; entityId: number | null; onSaved: (entityId: number) => void };

const FIELDS: readonly Path<CorporateFormValues>[] = ['companyName', 'corporateTypeId', 'commencementDate'];
const resolver = codedResolver(ZCorporateForm);

/** Step 0 of a corporate (spec part 1 §2, §3): company name, corporate type and commencement date. */
export function CorporateStep({ config, entityId, onSaved }: CorporateStepProps) {
  const { t } = useTranslation();
  const data = useCorporateData(entityId, useLanguageCode());
  const types = data.data?.corporateType ?? [];
  const { form, onSubmit, saving } = useMainStep({
    config,
    resolver,
    defaultValues: corporateFromProfile(null),
    saved: data.data?.corporateData ?? null,
    fromSaved: corporateFromProfile,
    fields: FIELDS,
    // The spec sends the corporate type by its name (lastName); the server finds its id.
    toBody: (values) =>
      corporateToBody(values, entityId, types.find((type) => String(type.corporateTypeId) === values.corporateTypeId)?.corporateName ?? ''),
    entityId,
    onSaved,
  });
  const errorOf = (field: Path<CorporateFormValues>) => form.formState.errors[field]?.message;

  return (
    <MainStepFrame
      saveLabel={t('personSave')}
      title={t('corporateTabDetails')}
      loading={data.isPending}
      problems={[data.isError ? t('personFetchMasterFailed') : null]}
      saving={saving}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('corporateCompanyName')}
          required
          autoComplete="organization"
          maxLength={100}
          error={errorOf('companyName')}
          {...form.register('companyName')}
        />
        <NativeSelect
          label={t('corporateType')}
          required
          error={errorOf('corporateTypeId')}
          data={[
            { value: '', label: t('corporateSelectType') },
            ...types.map((type) => ({ value: String(type.corporateTypeId), label: type.corporateName })),
          ]}
          {...form.register('corporateTypeId')}
        />
        <FormDateField
          control={form.control}
          name="commencementDate"
          label={t('corporateCommencementDate')}
          required
          error={errorOf('commencementDate')}
        />
      </SimpleGrid>
    </MainStepFrame>
  );
}
