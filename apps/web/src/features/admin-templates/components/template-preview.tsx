import { Alert, Anchor, Box, Center, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { TLanguage } from '@vasiyat/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplatePreview } from '../api/templates.ts';
import { bytesOfBase64, EDITOR_LANGUAGE_ID, previewRowsOf, type TemplateRow } from '../rules/template-rows.ts';

/** Spec part 2 §9: the preview frame is 500 px tall, without the viewer's toolbar. */
const FRAME_HEIGHT = 500;
/** How long the rows stay still before the preview is rendered again. */
const PREVIEW_DELAY_MS = 600;

/** A PDF (base64) as a blob: URL for the frame, given back when the PDF changes or the frame goes. */
function usePdfUrl(base64: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!base64) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(new Blob([bytesOfBase64(base64)], { type: 'application/pdf' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [base64]);
  return url;
}

/**
 * The editor's live preview (spec part 2 §2, §9): the rows as they stand, with the sample testator, as a
 * PDF in a 500 px frame without toolbar, rendered again a moment after the rows or the language change.
 */
export function TemplatePreview({ rows, languages }: { rows: readonly TemplateRow[]; languages: readonly TLanguage[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [languageId, setLanguageId] = useState(EDITOR_LANGUAGE_ID);
  // Compared as text: a new array of the same rows is no change.
  const currentKey = JSON.stringify(previewRowsOf(rows));
  const [rowsKey] = useDebouncedValue(currentKey, PREVIEW_DELAY_MS);
  const previewRows = useMemo(() => JSON.parse(rowsKey) as ReturnType<typeof previewRowsOf>, [rowsKey]);
  const preview = useTemplatePreview(languageId, previewRows);
  // No row with a clause yet, or rows the server had no clause for: nothing to show.
  const empty = previewRows.length === 0 || (preview.isSuccess && !preview.isPlaceholderData && !preview.data.pdfContent);
  const url = usePdfUrl(empty ? undefined : preview.data?.pdfContent || undefined);
  const failed = preview.isError && !url;
  // The frame that last finished loading: the overlay stays until the new PDF's frame has loaded.
  const [loadedUrl, setLoadedUrl] = useState<string>();
  const rendering = !empty && !failed && (preview.isFetching || currentKey !== rowsKey || !url || loadedUrl !== url);
  const language = languages.find((candidate) => candidate.languageId === languageId);

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
            data={languages.map((candidate) => ({ value: String(candidate.languageId), label: candidate.languageName }))}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Box pos="relative" h={FRAME_HEIGHT} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }} bg="gray.1">
          {empty ? (
            <Center h="100%" p="lg">
              <Stack align="center" gap="xs" ta="center">
                <IconFileText size={40} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text c="dimmed" fz="sm">
                  {t('templateEditorPreviewEmpty')}
                </Text>
              </Stack>
            </Center>
          ) : failed ? (
            <Center h="100%" p="lg">
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {t('willTemplatePreviewFailed')}
              </Alert>
            </Center>
          ) : (
            url && (
              <iframe
                // A new frame for each PDF: changing a frame's address would add an entry to the tab's history,
                // and Back would then step through old previews instead of leaving the page.
                key={url}
                title={t('templateEditorPreviewFrame')}
                src={`${url}#toolbar=0`}
                lang={language?.languageCode}
                onLoad={() => setLoadedUrl(url)}
                style={{ width: '100%', height: FRAME_HEIGHT, border: 0, display: 'block' }}
              />
            )
          )}
          {rendering && (
            <Center pos="absolute" inset={0} bg="rgba(255, 255, 255, 0.7)" role="status">
              <Group gap="xs">
                <Loader size="sm" />
                <Text fz="sm">{t('templateEditorPreviewLoading')}</Text>
              </Group>
            </Center>
          )}
        </Box>
        {url && !empty && (
          // Phone browsers show no PDF inside a page: there the preview opens in the browser's own viewer.
          <Anchor href={url} target="_blank" rel="noopener" fz="sm" ta="end" inline>
            <Group gap={4} justify="flex-end" component="span">
              <IconExternalLink size={14} aria-hidden />
              {t('templateEditorOpenPreview')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
