import { Alert, Button, Flex, List, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconLanguage } from '@tabler/icons-react';
import type { TLanguage, TWillTemplateCard } from '@vasiyat/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { PdfFrame, pdfFramePlaceholder } from '../../../components/pdf-frame.tsx';
import { nativeNamesSelectStyles } from '../../../lib/fonts.ts';
import { languageOptionsWithGaps } from '../../../lib/language-options.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useWillPreview } from '../api/will.ts';
import { defaultLanguageId } from '../rules/languages.ts';
import { DeedTextsGate, useDeedTextsGate } from './deed-texts-gate.tsx';

/** Tall enough to read a page, short enough that the language picker and Download stay on screen. */
const FRAME_HEIGHT = 'clamp(20rem, calc(100dvh - 16rem), 60rem)';

type PreviewModalProps = {
  template: TWillTemplateCard | undefined;
  languages: readonly TLanguage[];
  onClose: () => void;
  onDownload: (template: TWillTemplateCard, languageId: number) => void;
};

/**
 * Spec part 2 §2: the preview of the testator's own will in a template, in a language they pick (the screen's
 * language first when the will can be written in it, else English), with Download to choose a format.
 */
export function PreviewModal({ template, languages, onClose, onDownload }: PreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={template !== undefined} onClose={onClose} title={t('willTemplatePreviewTitle')} size="lg" stackId="will-preview">
      {template && <PreviewBody template={template} languages={languages} onDownload={onDownload} />}
    </Modal>
  );
}

function PreviewBody({
  template,
  languages,
  onDownload,
}: Omit<PreviewModalProps, 'onClose' | 'template'> & { template: TWillTemplateCard }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const uiLanguage = useLanguageStore((state) => state.language);
  const [languageId, setLanguageId] = useState(() => defaultLanguageId(languages, uiLanguage));
  const language = languages.find((candidate) => candidate.languageId === languageId);
  // Issue 27: a deed in an Indian language first lists the names it would print in English letters.
  const gate = useDeedTextsGate(language?.languageCode);
  const preview = useWillPreview(template.willTemplateId, gate.open ? undefined : languageId);
  const answered = preview.isSuccess && !preview.isPlaceholderData;
  const noContent = answered && !preview.data.pdfContent;
  const pdf = noContent ? undefined : preview.data?.pdfContent || undefined;
  const failed = preview.isError && !pdf;
  // Issue 23: the clauses the chosen language lacks, named before the preview answers (from the template list, in the
  // screen's language) and after it (the preview's own list, should the library have changed since the list loaded).
  const gap = template.languageGaps.find((candidate) => candidate.languageId === languageId);
  const missingHeadings = gap ? gap.missingClauses.map((clause) => clause.headingName) : answered ? preview.data.missingHeadings : [];

  // Spec part 2 §8: each answer without text in the language warns once, and each failure says so once.
  const toasted = useRef({ data: 0, error: 0 });
  useEffect(() => {
    if (noContent && preview.dataUpdatedAt !== toasted.current.data) {
      toasted.current.data = preview.dataUpdatedAt;
      toast('warning', t('willTemplateNoContent'));
    }
  }, [noContent, preview.dataUpdatedAt, t]);
  useEffect(() => {
    if (preview.isError && preview.errorUpdatedAt !== toasted.current.error) {
      toasted.current.error = preview.errorUpdatedAt;
      toast('error', t('willTemplatePreviewFailed'));
    }
  }, [preview.isError, preview.errorUpdatedAt, t]);

  return (
    <Stack gap="md">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="md">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz="lg">
            {template.templateName}
          </Text>
          {template.templateDescription && (
            <Text fz="sm" c="dimmed">
              {template.templateDescription}
            </Text>
          )}
        </Stack>
        <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }} gap="sm" style={{ flexShrink: 0 }}>
          <Select
            label={t('willTemplateLanguage')}
            styles={nativeNamesSelectStyles}
            placeholder={t('willTemplateSelectLanguage')}
            data={languageOptionsWithGaps(languages, template.languageGaps, translate)}
            value={languageId === undefined ? null : String(languageId)}
            onChange={(value) => value && setLanguageId(Number(value))}
            allowDeselect={false}
            leftSection={<IconLanguage size={16} aria-hidden />}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 220 }}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => languageId !== undefined && onDownload(template, languageId)}
            disabled={languageId === undefined || noContent}
          >
            {t('willTemplateDownload')}
          </Button>
        </Flex>
      </Flex>

      {missingHeadings.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          p="sm"
          title={language ? t('willTemplateIncompleteTitle', { language: language.languageName }) : undefined}
          role="status"
        >
          <Text fz="sm">{t('willTemplateMissingHeadings')}</Text>
          <List size="sm" mt={4}>
            {missingHeadings.map((heading, index) => (
              // Two rows may share a heading's name in another language: the place keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read only, in the order given
              <List.Item key={`${index}-${heading}`}>{heading}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {gate.open && language ? (
        <DeedTextsGate code={language.languageCode} languageName={language.languageName} gate={gate} />
      ) : (
        <PdfFrame
          pdf={pdf}
          title={t('willTemplatePreviewFrame')}
          lang={language?.languageCode}
          busy={preview.isFetching}
          busyText={t('willTemplateLoadingPreview')}
          placeholder={pdfFramePlaceholder({
            empty: languageId === undefined || noContent,
            emptyText: t('willTemplateNoPreview'),
            failed,
            failedText: t('willTemplatePreviewFailed'),
          })}
          openText={t('templateEditorOpenPreview')}
          height={FRAME_HEIGHT}
        />
      )}
    </Stack>
  );
}
