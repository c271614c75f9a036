import { Alert, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TLanguage } from '@vasiyat/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfFrame, pdfFramePlaceholder } from '../../../components/pdf-frame.tsx';
import { languageOptionsWithGaps } from '../../../lib/language-options.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useTemplatePreview } from '../api/templates.ts';
import { EDITOR_LANGUAGE_ID, previewRowsOf, type TemplateRow } from '../rules/template-rows.ts';
import { LanguageGaps, MissingClauses } from './language-gaps.tsx';

/** Spec part 2 §9: the preview frame is 500 px tall, without the viewer's toolbar. */
const FRAME_HEIGHT = 500;
/** How long the rows stay still before the preview is rendered again. */
const PREVIEW_DELAY_MS = 600;

/**
 * The editor's live preview (spec part 2 §2, §9): the rows as they stand, with the sample testator, as a
 * PDF in a 500 px frame without toolbar, rendered again a moment after the rows or the language change.
 */
export function TemplatePreview({ rows, languages }: { rows: readonly TemplateRow[]; languages: readonly TLanguage[] }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const titleId = useId();
  const [languageId, setLanguageId] = useState(EDITOR_LANGUAGE_ID);
  // Compared as text: a new array of the same rows is no change.
  const currentKey = JSON.stringify(previewRowsOf(rows));
  const [rowsKey] = useDebouncedValue(currentKey, PREVIEW_DELAY_MS);
  const previewRows = useMemo(() => JSON.parse(rowsKey) as ReturnType<typeof previewRowsOf>, [rowsKey]);
  const preview = useTemplatePreview(languageId, previewRows);
  // No row with a clause yet, or rows the server had no clause for: nothing to show.
  const empty = previewRows.length === 0 || (preview.isSuccess && !preview.isPlaceholderData && !preview.data.pdfContent);
  const pdf = empty ? undefined : preview.data?.pdfContent || undefined;
  // A failed render keeps the last preview that worked; only with none is the failure shown.
  const failed = preview.isError && !pdf;
  const language = languages.find((candidate) => candidate.languageId === languageId);
  // Issue 23: the clauses each language lacks, for the rows as they stand (kept from the last preview while the next renders).
  const gaps = previewRows.length > 0 ? (preview.data?.languageGaps ?? []) : [];
  const gap = gaps.find((candidate) => candidate.languageId === languageId);
  const gapsTitleId = useId();

  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="h4" id={titleId}>
            {t('templateEditorPreview')}
          </Title>
          <NativeSelect
            label={t('templateEditorPreviewLanguage')}
            value={String(languageId)}
            onChange={(event) => setLanguageId(Number(event.currentTarget.value))}
            data={languageOptionsWithGaps(languages, gaps, translate)}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {gap && language && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="sm" role="status">
            <Text fz="sm" mb={4}>
              {t('templateEditorPreviewIncomplete', { language: language.languageName })}
            </Text>
            <MissingClauses clauses={gap.missingClauses} />
          </Alert>
        )}
        <PdfFrame
          pdf={pdf}
          title={t('templateEditorPreviewFrame')}
          lang={language?.languageCode}
          busy={preview.isFetching || currentKey !== rowsKey}
          busyText={t('templateEditorPreviewLoading')}
          placeholder={pdfFramePlaceholder({
            empty,
            emptyText: t('templateEditorPreviewEmpty'),
            failed,
            failedText: t('willTemplatePreviewFailed'),
          })}
          openText={t('templateEditorOpenPreview')}
          height={FRAME_HEIGHT}
        />
        {previewRows.length > 0 && preview.isSuccess && (
          <Stack component="section" gap="xs" aria-labelledby={gapsTitleId}>
            <Title order={3} fz="h5" id={gapsTitleId}>
              {t('templateEditorGapsTitle')}
            </Title>
            {gaps.length ? (
              <LanguageGaps gaps={gaps} />
            ) : (
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                <Text fz="sm">{t('templateEditorGapsNone')}</Text>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
