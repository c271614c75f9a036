import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus, IconRefresh, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { TPersonRow } from '@vasiyat/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu.tsx';
import { usePeopleList } from '../api/lists.ts';
import { PeoplePage } from '../components/people-page.tsx';
import { personColumns } from '../components/person-columns.ts';
import { useDeleteRecord } from '../components/use-delete-record.ts';
import { type ContactParentKind, editTarget, KINDS, type ListedKind, newRecordPath } from '../kinds.ts';
import { useTestatorId } from '../use-testator.ts';

/** A list screen (spec part 1 §2, §7): a sortable, filterable, paged table, an Add+ button and a menu per row. */
export function PersonListPage({ kind }: { kind: Exclude<ListedKind, 'heir'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = KINDS[kind];
  const testatorId = useTestatorId();
  const list = usePeopleList(config.listEndpoint, testatorId);
  const deleteRecord = useDeleteRecord();
  const columns = useMemo(() => personColumns(config.form, t), [config.form, t]);
  const hasContactPersons = config.contactPersonPath !== undefined;

  const rowMenu = useCallback(
    (row: TPersonRow) => {
      const items: RowMenuItem[] = [
        {
          label: t('commonEdit'),
          icon: <IconPencil size={16} aria-hidden />,
          onClick: () => {
            const target = editTarget({ kind: row.kind, entityId: row.entityId });
            if (target) void navigate(target.path);
          },
        },
      ];
      if (hasContactPersons && config.contactPersonPath) {
        const path = config.contactPersonPath;
        items.push({
          label: t('contactPersonAdd'),
          icon: <IconUserPlus size={16} aria-hidden />,
          onClick: () => void navigate(newRecordPath(path, row.entityId)),
        });
        for (const person of row.contactPersons) {
          items.push({
            id: `contact-person-${person.entityId}`,
            label: `${t('heirMenuContactPerson')}: ${person.fullName}`,
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => {
              const target = editTarget({
                kind: 'contact_person',
                entityId: person.entityId,
                primaryId: row.entityId,
                parentKind: kind as ContactParentKind,
              });
              if (target) void navigate(target.path);
            },
          });
        }
      }
      items.push({
        label: t('commonDelete'),
        icon: <IconTrash size={16} aria-hidden />,
        danger: true,
        onClick: () => void deleteRecord(row.entityId, row.fullName),
      });
      return <RowMenu items={items} />;
    },
    [t, navigate, hasContactPersons, config.contactPersonPath, kind, deleteRecord],
  );

  return (
    <PeoplePage
      title={t(config.listTitleKey)}
      description={config.hintKey ? t(config.hintKey) : undefined}
      actions={
        config.formPath && (
          <Button component={Link} to={config.formPath} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('commonAdd')}
          </Button>
        )
      }
    >
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('tableLoading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t(config.listErrorKey)} role="alert">
          <Stack gap="sm" align="flex-start">
            <Button
              variant="white"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void list.refetch()}
              loading={list.isFetching}
            >
              {t('dashboardRetry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DataTable
          data={list.data}
          columns={columns}
          getRowId={(row) => String(row.entityId)}
          label={t(config.listTitleKey)}
          rowMenu={rowMenu}
          emptyText={t('personEmptyList')}
        />
      )}
    </PeoplePage>
  );
}
