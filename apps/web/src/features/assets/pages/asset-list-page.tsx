import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { ASSET_KIND_DEFINITIONS, assetKindLabelKeys, type TAssetKind, type TAssetRow } from '@vasiyat/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { labelKey } from '../../../lib/label-types.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useAssetList } from '../api/assets.ts';
import { assetColumns } from '../components/asset-columns.ts';
import { AssetPage } from '../components/asset-page.tsx';
import { TotalsStrip } from '../components/totals-strip.tsx';
import { useDeleteAsset } from '../components/use-delete-asset.ts';
import { assetFormPath } from '../routes.ts';

/**
 * The list of one kind of asset (spec part 2 §2): the totals of the kind, a sortable, filterable, paged
 * table with the values in lakh grouping, Add+ and a menu per asset (Edit, Delete).
 */
export function AssetListPage({ kind }: { kind: TAssetKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { typeId } = ASSET_KIND_DEFINITIONS[kind];
  // The keys the asset kind's row names: labels.unit.test.ts checks each exists.
  const labels = assetKindLabelKeys(kind);
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  const code = useLanguageStore((state) => state.language);
  const list = useAssetList(typeId, testatorId, code);
  const deleteAsset = useDeleteAsset();
  const columns = useMemo(() => assetColumns(t), [t]);

  const rowMenu = useCallback(
    (row: TAssetRow) => (
      <RowMenu
        label={t('assetRowActions', { name: row.assetName })}
        items={[
          {
            label: t('commonEdit'),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => void navigate(assetFormPath(kind, row.assetId)),
          },
          {
            label: t('assetDelete'),
            icon: <IconTrash size={16} aria-hidden />,
            danger: true,
            onClick: () => void deleteAsset(row.assetId, row.assetName),
          },
        ]}
      />
    ),
    [t, navigate, kind, deleteAsset],
  );

  return (
    <AssetPage
      title={t(labelKey(labels.listTitle))}
      actions={
        <Button component={Link} to={assetFormPath(kind)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('commonAdd')}
        </Button>
      }
    >
      <TotalsStrip assetTypeId={typeId} testatorId={testatorId} />
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('tableLoading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('assetFetchingError', { error: errorMessage(list.error, t('commonAnErrorOccurred')) })}
          role="alert"
        >
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
          getRowId={(row) => String(row.assetId)}
          label={t(labelKey(labels.listTitle))}
          rowMenu={rowMenu}
          emptyText={t('assetEmpty')}
        />
      )}
    </AssetPage>
  );
}
