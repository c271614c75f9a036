import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MainStepFrameProps = {
  title: string;
  loading: boolean;
  /** Problems loading what the form needs, each shown as an alert above it. */
  problems?: readonly (string | null | undefined)[];
  saving: boolean;
  onSubmit: (event?: FormEvent) => unknown;
  /** The Save button's words (each kind words its own). */
  saveLabel: string;
  children: ReactNode;
};

/**
 * The frame of a record's main step (a person's Personal tab, an asset's details or location): loading
 * state, load problems, the title, the fields and the Save button.
 */
export function MainStepFrame({ title, loading, problems = [], saving, onSubmit, saveLabel, children }: MainStepFrameProps) {
  const { t } = useTranslation();
  if (loading) {
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
          {title}
        </Title>
        {problems.filter(Boolean).map((message) => (
          <Alert key={message} color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {message}
          </Alert>
        ))}
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
