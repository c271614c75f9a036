// Opened from the account menu, which shows on guest pages too (only the first-paint sheets there).
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TDeletionConfirmation } from '@vasiyat/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAccountDeletion, useDeleteAccount, useExportData } from '../api/account.ts';

type DeleteAccountDialogProps = { opened: boolean; onClose: () => void };

/**
 * Delete my account (issue 12; DPDP Act 2023, s.12): what goes, that a will signed on paper does not go with it,
 * the password (or, for a Google-only account, the email) as proof, and a red button. On a phone it fills the
 * screen; it sits above the header's drawer, where the account menu lives on a phone.
 */
export function DeleteAccountDialog({ opened, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const deletion = useAccountDeletion(opened);
  const remove = useDeleteAccount();
  // Closing mid-deletion would leave the person guessing whether it happened.
  const close = () => (remove.isPending ? undefined : onClose());
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('accountDeleteTitle')}
      size={narrow ? '100%' : 'lg'}
      fullScreen={narrow}
      centered={!narrow}
      zIndex={500}
      closeButtonProps={{ 'aria-label': t('modalClose'), disabled: remove.isPending }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {deletion.isPending ? (
        <Loading />
      ) : deletion.isError ? (
        <LoadFailed
          title={errorMessage(deletion.error, t('commonAnErrorOccurred'))}
          onRetry={() => void deletion.refetch()}
          retrying={deletion.isFetching}
        />
      ) : deletion.data.lastAdministrator ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {t('accountDeleteLastAdministrator')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('commonClose')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <DeletionForm confirmWith={deletion.data.confirmWith} onCancel={close} remove={remove} />
      )}
    </Modal>
  );
}

type DeletionFormProps = { confirmWith: TDeletionConfirmation; onCancel: () => void; remove: ReturnType<typeof useDeleteAccount> };

function DeletionForm({ confirmWith, onCancel, remove }: DeletionFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const exportData = useExportData();
  const form = useForm({ defaultValues: { secret: '' } });
  // The dialog opened before this form was there (it waits for how to confirm): the cursor goes to the field now.
  useEffect(() => form.setFocus('secret'), [form.setFocus]);
  const byPassword = confirmWith === 'password';
  const busy = remove.isPending;

  // Awaited rather than given callbacks: once the account is gone the session ends and this dialog unmounts with the
  // menu, and TanStack Query drops the callbacks of an unmounted caller; the toast must still say it is done.
  const onSubmit = async ({ secret }: { secret: string }) => {
    try {
      await remove.mutateAsync(byPassword ? { password: secret } : { confirmEmail: secret });
      toast('success', t('accountDeleteDone'));
    } catch (error) {
      // A wrong password or email is the field's problem; anything else is the page's.
      if (error instanceof ApiError && error.status === 400) {
        form.setError('secret', { type: 'server', message: errorMessage(error, t('accountDeleteFailed')) }, { shouldFocus: true });
      } else {
        toast('error', errorMessage(error, t('accountDeleteFailed')));
      }
    }
  };

  const field = form.register('secret', {
    validate: (value) => value.trim() !== '' || t(byPassword ? 'accountDeleteEnterPassword' : 'accountDeleteEnterEmail'),
  });
  const error = form.formState.errors.secret?.message;
  return (
    <Stack gap="md">
      <Text fw={500}>{t('accountDeleteIntro')}</Text>
      <Stack gap={6}>
        <Title order={3} size="h5" id={listId}>
          {t('accountDeleteListTitle')}
        </Title>
        <List size="sm" spacing={4} aria-labelledby={listId}>
          <List.Item>{t('accountDeleteListPeople')}</List.Item>
          <List.Item>{t('accountDeleteListAssets')}</List.Item>
          <List.Item>{t('accountDeleteListDocuments')}</List.Item>
          <List.Item>{t('accountDeleteListWills')}</List.Item>
        </List>
      </Stack>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 14rem' }}>
          {t('accountDeleteExportHint')}
        </Text>
        <Button
          variant="light"
          size="sm"
          loading={exportData.isPending}
          disabled={busy}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => toast('success', t('accountExportDone')),
              onError: (failure) => toast('error', errorMessage(failure, t('accountExportFailed'))),
            })
          }
        >
          {t('accountExportMenu')}
        </Button>
      </Group>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('accountDeletePaperTitle')}
        // Yellow on pale yellow is too faint to read (WCAG 1.4.3): the title in the text colour, the box keeps its tint.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('accountDeletePaperText')}
      </Alert>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {/* Read-only, not disabled, while the call runs: a refused password puts the cursor back in the field. */}
          {byPassword ? (
            <PasswordInput
              label={t('accountDeletePasswordLabel')}
              description={t('accountDeletePasswordHint')}
              autoComplete="current-password"
              aria-required
              // Mantine marks the password's inner input only with data-invalid: say it to screen readers too.
              aria-invalid={error ? true : undefined}
              readOnly={busy}
              error={error}
              data-autofocus
              {...field}
            />
          ) : (
            <TextInput
              type="email"
              label={t('accountDeleteEmailLabel')}
              description={t('accountDeleteEmailHint')}
              autoComplete="email"
              aria-required
              readOnly={busy}
              error={error}
              data-autofocus
              {...field}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('commonCancel')}
            </Button>
            {/* The darkest red: white on the default red falls short of 4.5:1 (WCAG 1.4.3). */}
            <Button type="submit" color="red.9" loading={busy}>
              {t('accountDeleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
