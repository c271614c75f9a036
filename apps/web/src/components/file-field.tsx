import { ActionIcon, Button, FileButton, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconFileTypePdf, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-text.ts';
import { toast } from '../lib/toast.ts';
import {
  ACCEPT_ATTRIBUTE,
  checkPickedFiles,
  type FileAccept,
  type FileProblem,
  formatFileSize,
  isPdf,
  readFileAsBase64,
} from './file-rules.ts';
import { Modal } from './modal.tsx';

/** A file of a form: either picked here (with its bytes as base64) or already saved on the server. */
export type FileItem = {
  key: string;
  fileName: string;
  fileType: string;
  size: number;
  /** Bare base64 of a file picked here and not saved yet. */
  fileData?: string;
  /** The picked file itself, for a preview without a round trip. */
  file?: File;
  /** The id of a file the server already holds. */
  documentMasterId?: number;
};

type FileFieldProps = {
  label: string;
  description?: string;
  accept: FileAccept;
  multiple?: boolean;
  maxFiles?: number;
  value: readonly FileItem[];
  onChange: (files: FileItem[]) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Fetches the bytes of a saved file for its preview. */
  loadSaved?: (documentMasterId: number) => Promise<Blob>;
};

type Preview = { name: string; url: string; pdf: boolean };

let pickCounter = 0;

/** A file picker with type, size and count checks (DESIGN §9) and previews of images and PDFs. */
export function FileField({
  label,
  description,
  accept,
  multiple = true,
  maxFiles,
  value,
  onChange,
  error,
  required,
  disabled,
  loadSaved,
}: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loadingPreview, setLoadingPreview] = useState<string | null>(null);
  const limit = multiple ? maxFiles : 1;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  /** `holding`: how many files the field holds once the accepted ones are in. */
  const report = (problem: FileProblem, holding: number) => {
    if (problem.kind === 'type') {
      // Spec part 1 §5: a document that is not a PDF gives the alert 'Invalid PDF file format.'
      toast('error', accept === 'pdf' ? t('documentInvalidPdf') : t('assignmentFileTypeNotAllowed', { name: problem.fileName }));
    } else if (problem.kind === 'size') {
      toast('error', t('assignmentFileTooLarge', { name: problem.fileName }));
    } else if (accept === 'assignment') {
      // Spec part 2 §5: 'Maximum 3 documents allowed per beneficiary. You already have {n} files.'
      toast('error', t('assignmentMaxDocuments', { count: holding }));
    } else {
      toast('error', t('documentTooManyFiles', { count: limit }));
    }
  };

  const pick = async (picked: File | File[] | null) => {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    if (files.length === 0) return;
    const held = multiple ? value.length : 0;
    const { accepted, problems } = checkPickedFiles(held, files, { accept, maxFiles: limit });
    // Several files over the count say so once.
    const reported = problems.filter(
      (problem, index) => problem.kind !== 'count' || problems.findIndex((p) => p.kind === 'count') === index,
    );
    for (const problem of reported) report(problem, held + accepted.length);
    if (accepted.length === 0) return;
    setReading(true);
    try {
      const items = await Promise.all(
        accepted.map(async (file) => ({
          key: `new-${++pickCounter}`,
          fileName: file.name,
          fileType: file.type || (isPdf(file) ? 'application/pdf' : 'application/octet-stream'),
          size: file.size,
          fileData: await readFileAsBase64(file),
          file,
        })),
      );
      onChange(multiple ? [...value, ...items] : items);
    } catch {
      toast('error', t('assignmentFileReadFailed'));
    } finally {
      setReading(false);
    }
  };

  const openPreview = async (item: FileItem) => {
    const pdf = isPdf({ name: item.fileName, type: item.fileType });
    if (item.file) {
      setPreview({ name: item.fileName, url: URL.createObjectURL(item.file), pdf });
      return;
    }
    if (item.documentMasterId === undefined || !loadSaved) return;
    setLoadingPreview(item.key);
    try {
      const blob = await loadSaved(item.documentMasterId);
      setPreview({ name: item.fileName, url: URL.createObjectURL(blob), pdf: pdf || blob.type === 'application/pdf' });
    } catch (cause) {
      toast('error', errorMessage(cause, t('commonAnErrorOccurred')));
    } finally {
      setLoadingPreview(null);
    }
  };

  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const full = limit !== undefined && multiple && value.length >= limit;

  return (
    <Stack gap={6}>
      <Text id={labelId} component="div" fz="sm" fw={500}>
        {label}
        {required && (
          <Text span c="var(--mantine-color-error)" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {description && (
        <Text id={`${id}-description`} fz="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Group gap="sm">
        <FileButton
          onChange={(files) => void pick(files)}
          accept={ACCEPT_ATTRIBUTE[accept]}
          multiple={multiple}
          disabled={disabled || full}
        >
          {(props) => (
            <Button
              {...props}
              id={buttonId}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={reading}
              disabled={disabled || full}
              aria-labelledby={`${labelId} ${buttonId}`}
              aria-describedby={describedBy}
            >
              {t('documentChooseFile')}
            </Button>
          )}
        </FileButton>
        {value.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('documentNoFile')}
          </Text>
        )}
      </Group>
      {value.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('documentAttachedFiles')}>
          {value.map((item) => {
            const pdf = isPdf({ name: item.fileName, type: item.fileType });
            const canPreview = item.file !== undefined || (item.documentMasterId !== undefined && loadSaved !== undefined);
            return (
              <Paper key={item.key} component="li" withBorder radius="sm" px="sm" py={6}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    {pdf ? <IconFileTypePdf size={18} aria-hidden /> : <IconPhoto size={18} aria-hidden />}
                    <Text fz="sm" truncate="end" title={item.fileName}>
                      {item.fileName}
                    </Text>
                    {item.size > 0 && (
                      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatFileSize(item.size)}
                      </Text>
                    )}
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {canPreview && (
                      <ActionIcon
                        variant="subtle"
                        onClick={() => void openPreview(item)}
                        aria-label={`${t('documentPreview')}: ${item.fileName}`}
                        disabled={loadingPreview !== null}
                      >
                        {loadingPreview === item.key ? <Loader size={14} /> : <IconEye size={18} aria-hidden />}
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(value.filter((other) => other.key !== item.key))}
                      aria-label={t('documentRemoveFile', { name: item.fileName })}
                      disabled={disabled}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {error && (
        <Text id={`${id}-error`} fz="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.name ?? t('documentPreviewTitle')} size="lg">
        {preview &&
          (preview.pdf ? (
            <iframe src={preview.url} title={t('documentPreviewTitle')} style={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <Image src={preview.url} alt={preview.name} fit="contain" mah="70vh" />
          ))}
      </Modal>
    </Stack>
  );
}
