import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useCorporateData } from '../api/masters.ts';
import { useSaveRecordMutation } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { type CorporateFormValues, corporateFromProfile, corporateToBody, ZCorporateForm } from '../rules/organisation.ts';
import { useLanguageCode } from '../use-testator.ts';

type CorporateStepProps = { config: KindConfig; entityId: number | null; onSaved: (entityId: number) => void };

const FIELDS: readonly Path<CorporateFormValues>[] = ['companyName', 'corporateTypeId', 'commencementDate'];

/** Step 0 of a corporate (spec part 1 §2, §3): company name, corporate type and commencement date. */
export function CorporateStep({ config, entityId, onSaved }: CorporateStepProps) {
  const { t } = useTranslation();
  const code = useLanguageCode();
  const data = useCorporateData(entityId, code);
  const save = useSaveRecordMutation(config);
  const form = useForm<CorporateFormValues>({
    resolver: codedResolver(ZCorporateForm),
    defaultValues: corporateFromProfile(null),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const saved = data.data?.corporateData ?? null;
  const errorOf = (field: Path<CorporateFormValues>) => errors[field]?.message;

  const savedVersion = saved ? `${saved.entityId}:${saved.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the record's content.
  useEffect(() => {
    if (saved) form.reset(corporateFromProfile(saved));
  }, [savedVersion, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const typeName =
        data.data?.corporateType.find((type) => String(type.corporateTypeId) === values.corporateTypeId)?.corporateName ?? '';
      try {
        const answer = await save.mutateAsync(corporateToBody(values, entityId, typeName));
        const savedId = answer.entityId ?? entityId;
        if (answer.status !== 'success' || !savedId) {
          toast('error', t('personSaveFailedShort'));
          return;
        }
        toast('success', t('personSuccessfullySaved'));
        onSaved(savedId);
      } catch (error) {
        applyFieldErrors(error, form.setError, FIELDS, fieldErrorText);
        toast('error', t('personSaveFailedWithError', { error: errorMessage(error, t('commonAnErrorOccurred')) }));
      }
    },
    () => toast('error', t('contactFixErrors')),
  );

  if (data.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('commonLoading')}</Text>
      </Group>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Title order={2} fz="h3">
          {t('corporateTabDetails')}
        </Title>
        {data.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('personFetchMasterFailed')}
          </Alert>
        )}
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
              ...(data.data?.corporateType ?? []).map((type) => ({ value: String(type.corporateTypeId), label: type.corporateName })),
            ]}
            {...form.register('corporateTypeId')}
          />
          <Controller
            control={form.control}
            name="commencementDate"
            render={({ field }) => (
              <DateField
                label={t('corporateCommencementDate')}
                required
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('commencementDate')}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('personSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
