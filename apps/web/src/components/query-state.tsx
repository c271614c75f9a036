import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read still on its way. */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status" py="md">
      <Loader size="sm" />
      <Text c="dimmed">{text ?? t('commonLoading')}</Text>
    </Group>
  );
}

/** A read that failed, in the screen's words, with a way to try again. */
export function LoadFailed({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title} role="alert">
      <Button variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying} mt="xs">
        {t('dashboardRetry')}
      </Button>
    </Alert>
  );
}
