import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconListDetails } from '@tabler/icons-react';
import type { TAssetRow } from '@vasiyat/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnassignedAssets } from '../api/assignments.ts';
import { AssignmentPage } from '../components/assignment-page.tsx';
import { ASSIGNMENT_ROUTES, assignmentDetailsPath } from '../routes.ts';
import { formatDate, formatRupees } from '../rules/words.ts';

/**
 * Spec part 2 §2: the assets not yet assigned, each with a checkbox; Assign takes the ticked ones to the
 * assignment form, Assignments opens the list of what is assigned.
 */
export function UnassignedAssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUnassignedAssets();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  const rows = list.data;
  // Only assets still on the list count (one assigned in another tab drops out on the next read).
  const chosen = useMemo(() => (rows ?? []).filter((row) => ticked.has(row.assetId)).map((row) => row.assetId), [rows, ticked]);
  const allTicked = rows !== undefined && rows.length > 0 && chosen.length === rows.length;

  const toggle = useCallback(
    (assetId: number, on: boolean) =>
      setTicked((current) => {
        const next = new Set(current);
        if (on) next.add(assetId);
        else next.delete(assetId);
        return next;
      }),
    [],
  );

  const columns = useMemo<DataTableColumn<TAssetRow>[]>(
    () => [
      {
        id: 'select',
        header: t('assignmentColumnSelect'),
        value: () => '',
        sortable: false,
        cell: (row) => (
          <Checkbox
            checked={ticked.has(row.assetId)}
            onChange={(event) => toggle(row.assetId, event.currentTarget.checked)}
            aria-label={t('assignmentSelectAsset', { name: row.assetName })}
          />
        ),
      },
      { id: 'name', header: t('assignmentColumnAssetName'), value: (row) => row.assetName },
      { id: 'subtype', header: t('assignmentColumnSubtype'), value: (row) => row.assetSubTypeName },
      {
        id: 'value',
        header: t('assignmentColumnValue'),
        value: (row) => row.assetInitialValue,
        text: (row) => formatRupees(row.assetInitialValue),
      },
      {
        id: 'dateOfInclusion',
        header: t('assignmentColumnDateOfInclusion'),
        value: (row) => row.dateOfInclusion,
        text: (row) => formatDate(row.dateOfInclusion),
      },
      { id: 'description', header: t('assignmentColumnDescription'), value: (row) => row.assetDescription },
    ],
    [t, ticked, toggle],
  );

  const assign = () => {
    if (chosen.length === 0) {
      toast('error', t('assignmentSelectAtLeastOne'));
      return;
    }
    void navigate(assignmentDetailsPath({ assetIds: chosen }));
  };

  return (
    <AssignmentPage
      title={t('assignmentUnassignedTitle')}
      actions={
        <>
          <Button
            component={Link}
            to={ASSIGNMENT_ROUTES.assigned}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            {t('assignmentAssignments')}
          </Button>
          <Button onClick={assign} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('assignmentAssign')}
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed
          title={errorMessage(list.error, t('assignmentFetchFailed'))}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <Stack gap="md">
          {rows && rows.length > 0 && (
            <Paper withBorder px="md" py="sm">
              <Group justify="space-between" gap="sm">
                <Checkbox
                  label={t('assignmentSelectAll')}
                  checked={allTicked}
                  indeterminate={chosen.length > 0 && !allTicked}
                  onChange={(event) => setTicked(event.currentTarget.checked ? new Set(rows.map((row) => row.assetId)) : new Set())}
                />
                <Text fz="sm" c="dimmed" role="status">
                  {t('assignmentSelectedCount', { count: chosen.length })}
                </Text>
              </Group>
            </Paper>
          )}
          <DataTable
            data={rows}
            columns={columns}
            getRowId={(row) => String(row.assetId)}
            label={t('assignmentUnassignedTitle')}
            emptyText={t('assignmentUnassignedEmpty')}
          />
        </Stack>
      )}
    </AssignmentPage>
  );
}
