import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TAssignedAssetRow } from '@vasiyat/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useAssignedRows, useDeleteAssignmentMutation } from '../api/assignments.ts';
import { AssignmentPage } from '../components/assignment-page.tsx';
import { BeneficiarySharesPanel } from '../components/beneficiary-shares-panel.tsx';
import { ASSIGNMENT_ROUTES, assignmentDetailsPath } from '../routes.ts';
import { assetPhrase, beneficiarySharesOf } from '../rules/words.ts';

/**
 * Spec part 2 §2 'Assigned Assets': one row per asset of each assignment, with its type, its beneficiaries
 * and their shares; Edit opens the form, Delete asks first. Above it, each beneficiary's share of the estate.
 */
export function AssignedAssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useAssignedRows();
  const remove = useDeleteAssignmentMutation();
  const translate = useTranslate();

  const columns = useMemo<DataTableColumn<TAssignedAssetRow>[]>(
    () => [
      { id: 'asset', header: t('assignmentColumnAssetName'), value: (row) => assetPhrase(row, translate) },
      { id: 'subtype', header: t('assignmentColumnSubtype'), value: (row) => row.assetsubTypeName },
      { id: 'type', header: t('assignmentColumnType'), value: (row) => row.assignmentTypeName },
      { id: 'count', header: t('assignmentColumnBeneficiaries'), value: (row) => row.numberOfBeneficiaries },
      {
        id: 'shares',
        header: t('assignmentColumnShares'),
        value: (row) => beneficiarySharesOf(row, translate).join('; '),
        sortable: false,
        cell: (row) => (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {beneficiarySharesOf(row, translate).map((line, index) => (
              <Text component="li" fz="sm" key={row.beneficiaries[index]?.entityId ?? index}>
                {line}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [t, translate],
  );

  const deleteAssignment = useCallback(
    async (row: TAssignedAssetRow) => {
      // Spec part 2 §5: deleting an assignment asks first.
      const confirmed = await confirmAction({
        message: t('assignmentDeleteConfirm'),
        title: assetPhrase(row, translate),
        confirmLabel: t('commonDelete'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await remove.mutateAsync(row.assetAssignmentId);
        toast('success', t('assignmentDeleteSuccess'));
      } catch (error) {
        toast('error', errorMessage(error, t('commonAnErrorOccurred')));
      }
    },
    [remove, t, translate],
  );

  const rowMenu = useCallback(
    (row: TAssignedAssetRow) => (
      <RowMenu
        label={t('assignmentRowActions', { name: row.assetName })}
        items={[
          {
            label: t('commonEdit'),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => void navigate(assignmentDetailsPath({ assignmentId: row.assetAssignmentId })),
          },
          {
            label: t('commonDelete'),
            icon: <IconTrash size={16} aria-hidden />,
            danger: true,
            onClick: () => void deleteAssignment(row),
          },
        ]}
        disabled={remove.isPending}
      />
    ),
    [t, navigate, deleteAssignment, remove.isPending],
  );

  return (
    <AssignmentPage
      title={t('assignmentAssignedTitle')}
      actions={
        <Button component={Link} to={ASSIGNMENT_ROUTES.unassigned} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('assignmentUnassignedTitle')}
        </Button>
      }
    >
      <Stack gap="xl">
        <BeneficiarySharesPanel />
        {rows.isPending ? (
          <Loading />
        ) : rows.isError ? (
          <LoadFailed
            title={errorMessage(rows.error, t('assignmentFetchFailed'))}
            onRetry={() => void rows.refetch()}
            retrying={rows.isFetching}
          />
        ) : (
          <DataTable
            data={rows.data}
            columns={columns}
            getRowId={(row) => `${row.assetAssignmentId}-${row.assetId}`}
            label={t('assignmentAssignedTitle')}
            rowMenu={rowMenu}
            emptyText={t('assignmentAssignedEmpty')}
          />
        )}
      </Stack>
    </AssignmentPage>
  );
}
