import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import type { TAdminTemplate, TLanguage } from '@vasiyat/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { useClauseSets } from '../api/clauses.ts';
import { useAdminTemplates } from '../api/templates.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { LanguageGaps } from '../components/language-gaps.tsx';
import { templateEditorPath } from '../routes.ts';
import { EDITOR_LANGUAGE_ID, translationLanguages } from '../rules/template-rows.ts';

/** Spec part 2 §2 'Add Will Template': the templates, a new one, and Edit per row. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useAdminTemplates();
  // The languages the names are translated into (the editor's list, cached for it).
  const languages = useClauseSets(EDITOR_LANGUAGE_ID).data?.languages;

  const columns = useMemo<DataTableColumn<TAdminTemplate>[]>(
    () => [
      { id: 'name', header: t('willTemplateAdminColumnName'), value: (row) => row.templateName },
      { id: 'description', header: t('willTemplateAdminColumnDescription'), value: (row) => row.templateDescription },
      {
        // Issue 23: which clauses each language lacks, and which languages show the English name.
        id: 'languages',
        header: t('willTemplateAdminColumnLanguages'),
        value: (row) => row.languageGaps.length + untranslatedOf(row, languages).length,
        text: (row) =>
          [
            ...row.languageGaps.map(
              (gap) => `${gap.languageName}: ${gap.missingClauses.map((clause) => `${clause.headingName} ${clause.clauseKey}`).join(', ')}`,
            ),
            ...untranslatedOf(row, languages).map((language) => language.languageName),
          ].join('; '),
        cell: (row) => <TemplateLanguages template={row} languages={languages} />,
      },
    ],
    [t, languages],
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

/** The languages a template's name is not translated into: their testators read the English. */
const untranslatedOf = (template: TAdminTemplate, languages: readonly TLanguage[] | undefined) =>
  translationLanguages(languages ?? []).filter(
    (language) => !template.translations.some((translation) => translation.languageId === language.languageId),
  );

function TemplateLanguages({ template, languages }: { template: TAdminTemplate; languages: readonly TLanguage[] | undefined }) {
  const { t } = useTranslation();
  const untranslated = untranslatedOf(template, languages);
  if (template.languageGaps.length === 0 && untranslated.length === 0)
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fz="xs">{t('willTemplateAdminComplete')}</Text>
      </Group>
    );
  return (
    <Stack gap={6} maw={360}>
      {template.languageGaps.length > 0 && <LanguageGaps gaps={template.languageGaps} size="xs" />}
      {untranslated.length > 0 && (
        <Text fz="xs" c="dimmed">
          {t('willTemplateAdminUntranslated', { languages: untranslated.map((language) => language.languageName).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
