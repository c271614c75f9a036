import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';
import { type TWillFormat, type TWillTemplateCard, WILL_FORMATS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { useDownloadWill } from '../api/will.ts';

export type DownloadChoice = { template: TWillTemplateCard; languageId: number };

const FORMAT_BUTTONS: Record<TWillFormat, { labelKey: TLabelKey; icon: typeof IconFileTypePdf }> = {
  pdf: { labelKey: 'willTemplateFormatPdf', icon: IconFileTypePdf },
  docx: { labelKey: 'willTemplateFormatDocx', icon: IconFileTypeDocx },
};

/**
 * Spec part 2 §2: the format choice. Only the pressed format spins, and both wait while it runs; the browser
 * saves the file under the server's name, the modal closes and the versions list shows the new version.
 */
export function FormatModal({ choice, onClose }: { choice: DownloadChoice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const download = useDownloadWill();
  const running = download.isPending ? download.variables.fileFormat : undefined;

  const start = (fileFormat: TWillFormat) => {
    if (!choice || running) return;
    download.mutate(
      { ...choice, fileFormat },
      {
        onSuccess: ({ blob, fileName }) => {
          saveFile(blob, fileName);
          toast('success', t('willTemplateDownloadSuccess'));
          onClose();
        },
        onError: () => toast('error', t('willTemplateDownloadFailed')),
      },
    );
  };

  return (
    <Modal opened={choice !== undefined} onClose={onClose} title={t('willTemplateFormatTitle')} size="sm" stackId="will-format">
      <Stack gap="md">
        <Text>{t('willTemplateFormatText')}</Text>
        <Stack gap={6}>
          <SimpleGrid cols={2} spacing="sm">
            {WILL_FORMATS.map((format) => {
              const { labelKey, icon: Icon } = FORMAT_BUTTONS[format];
              return (
                <Button
                  key={format}
                  variant={format === 'pdf' ? 'filled' : 'light'}
                  leftSection={<Icon size={18} aria-hidden />}
                  loading={running === format}
                  disabled={running !== undefined && running !== format}
                  onClick={() => start(format)}
                >
                  {t(labelKey)}
                </Button>
              );
            })}
          </SimpleGrid>
          <Text fz="sm" c="dimmed" role="status">
            {running ? t('willTemplateDownloading') : ''}
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}
