import { Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { TAdminTemplate } from '@vasiyat/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { useAdminTemplates } from '../api/templates.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { templateEditorPath } from '../routes.ts';

/** Spec part 2 §2 'Add Will Template': the templates, a new one, and Edit per row. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useAdminTemplates();

  const columns = useMemo<DataTableColumn<TAdminTemplate>[]>(
    () => [
      { id: 'name', header: t('willTemplateAdminColumnName'), value: (row) => row.templateName },
      { id: 'description', header: t('willTemplateAdminColumnDescription'), value: (row) => row.templateDescription },
    ],
    [t],
  );

  const rowMenu = useCallback(
    (row: TAdminTemplate) => (
      <Button
        component={Link}
        to={templateEditorPath(row.willTemplateId)}
        variant="light"
        size="compact-sm"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={t('willTemplateAdminEditTemplate', { name: row.templateName })}
      >
        {t('commonEdit')}
      </Button>
    ),
    [t],
  );

  return (
    <AdminPage
      title={t('willTemplateAdminTitle')}
      actions={
        <Button component={Link} to={templateEditorPath(0)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('willTemplateAdminNew')}
        </Button>
      }
    >
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        // Spec part 2 §8: the list's load errors are only logged there; we also say so, and offer a retry.
        <LoadFailed title={t('commonAnErrorOccurred')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
      ) : (
        <DataTable
          data={templates.data}
          columns={columns}
          getRowId={(row) => String(row.willTemplateId)}
          label={t('willTemplateAdminTitle')}
          rowMenu={rowMenu}
          emptyText={t('willTemplateAdminEmpty')}
        />
      )}
    </AdminPage>
  );
}
