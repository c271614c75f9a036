import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canRemoveRow } from './row-rules.ts';

type RecordRowCardProps = {
  heading: string;
  removeLabel: string;
  rowCount: number;
  removing?: boolean;
  onRemove: () => void;
  children: ReactNode;
};

/** One row of a repeated record (an address, a contact, ...) with its remove button; the last row stays. */
export function RecordRowCard({ heading, removeLabel, rowCount, removing, onRemove, children }: RecordRowCardProps) {
  const removable = canRemoveRow(rowCount);
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} fz="md" id={headingId}>
          {heading}
        </Title>
        <Tooltip label={removeLabel} withArrow disabled={!removable}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            disabled={!removable}
            loading={removing}
            aria-label={`${removeLabel}: ${heading}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {children}
    </Paper>
  );
}

type RecordActionsProps = { addLabel: string; saveLabel: string; onAdd: () => void; saving: boolean; canAdd?: boolean };

/** Add a row, save all rows: the two actions under every repeated record. */
export function RecordActions({ addLabel, saveLabel, onAdd, saving, canAdd = true }: RecordActionsProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={saving || !canAdd}>
        {addLabel}
      </Button>
      <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}

/** The loading and failure states of a step's saved rows; renders the step once they are in. */
export function RecordsState({ query, errorText, children }: { query: UseQueryResult<unknown>; errorText: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('commonLoading')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {errorText}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** Fills the form once with the rows the server holds (or one empty row); later loads leave typing alone. */
export function useRowsFromServer<T>(data: readonly T[] | undefined, reset: (saved: readonly T[]) => void) {
  const loaded = useRef(false);
  useEffect(() => {
    if (data && !loaded.current) {
      loaded.current = true;
      reset(data);
    }
  }, [data, reset]);
}
