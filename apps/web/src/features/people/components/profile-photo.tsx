import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE, checkPickedFiles, readFileAsBase64 } from '../../../components/file-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { initialsOf } from '../rules/names.ts';

/** The server keeps photos up to 1 MB (a profile travels as JSON with its photo inside). */
export const MAX_PHOTO_BYTES = 1024 * 1024;

type ProfilePhotoProps = {
  name: string;
  imageUrl: string | null;
  onPick: (photo: { base64: string; url: string }) => void;
  /** Drops a photo picked here and not saved yet (the server keeps a saved photo until another replaces it). */
  onRemove?: () => void;
  disabled?: boolean;
};

/** The profile photo of a person: a preview (or initials), and buttons to upload, change or remove it. */
export function ProfilePhoto({ name, imageUrl, onPick, onRemove, disabled }: ProfilePhotoProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    const { accepted, problems } = checkPickedFiles(0, [file], { accept: 'image', maxFiles: 1, maxBytes: MAX_PHOTO_BYTES });
    const problem = problems[0];
    if (problem) {
      toast('error', problem.kind === 'size' ? t('personProfileImageTooLarge') : t('assignmentFileTypeNotAllowed', { name: file.name }));
      return;
    }
    const picked = accepted[0];
    if (!picked) return;
    setReading(true);
    try {
      const base64 = await readFileAsBase64(picked);
      onPick({ base64, url: `data:${picked.type || 'image/jpeg'};base64,${base64}` });
    } catch {
      toast('error', t('assignmentFileReadFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Group gap="md" align="center" wrap="nowrap" role="group" aria-labelledby={`${id}-label`}>
      <Avatar
        src={imageUrl}
        alt={imageUrl ? t('personProfileImageAlt', { name }) : undefined}
        size={88}
        radius={88}
        color="brand"
        variant="light"
      >
        {initialsOf(name)}
      </Avatar>
      <Stack gap={6}>
        <Text id={`${id}-label`} fz="sm" fw={500}>
          {t('personProfileImage')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept={ACCEPT_ATTRIBUTE.image} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={reading}
                disabled={disabled}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
              >
                {imageUrl ? t('personProfileImageChange') : t('personProfileImageUpload')}
              </Button>
            )}
          </FileButton>
          {onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={disabled}
              leftSection={<IconTrash size={14} aria-hidden />}
            >
              {t('personProfileImageRemove')}
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('personProfileImageHint')}
        </Text>
      </Stack>
    </Group>
  );
}
