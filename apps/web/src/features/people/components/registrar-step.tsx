import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../components/date-field.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useProfile, useSaveRecordMutation } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { type RegistrarFormValues, registrarFromProfile, registrarToBody, ZRegistrarForm } from '../rules/organisation.ts';

type RegistrarStepProps = { config: KindConfig; entityId: number | null; onSaved: (entityId: number) => void };

const FIELDS: readonly Path<RegistrarFormValues>[] = ['registrarName'];

/** Step 0 of the registrar (spec part 1 §3): a name; the enforcement date is fixed and shown read-only. */
export function RegistrarStep({ config, entityId, onSaved }: RegistrarStepProps) {
  const { t } = useTranslation();
  const profile = useProfile(entityId);
  const save = useSaveRecordMutation(config);
  const form = useForm<RegistrarFormValues>({
    resolver: codedResolver(ZRegistrarForm),
    defaultValues: registrarFromProfile(null),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const saved = profile.data?.entities ?? null;

  const savedVersion = saved ? `${saved.entityId}:${saved.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the record's content.
  useEffect(() => {
    if (saved) form.reset(registrarFromProfile(saved));
  }, [savedVersion, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(registrarToBody(values, entityId));
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

  if (entityId !== null && profile.isPending) {
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
          {t('registrarTabDetails')}
        </Title>
        {profile.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('personFetchUserFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('registrarName')}
            required
            autoComplete="off"
            maxLength={100}
            error={errors.registrarName?.message}
            {...form.register('registrarName')}
          />
          <TextInput
            label={t('registrarEnforcementDate')}
            readOnly
            variant="filled"
            value={formatDisplayDate(form.watch('enforcementDate'))}
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
