// The question can be asked on a guest page too, where only the first-paint sheets are.
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirmStore } from './confirm.tsx';

/** Draws the question confirmAction asked: Cancel and Confirm; Escape, the close button and a click outside say no. */
export function ConfirmHost() {
  const { t } = useTranslation();
  const pending = useConfirmStore((state) => state.pending);
  return (
    <Modal
      opened={pending !== null}
      onClose={() => pending?.answer(false)}
      title={pending?.title ?? t('modalConfirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('modalClose') }}
    >
      <Stack gap="lg">
        <Text fz="sm">{pending?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => pending?.answer(false)}>
            {pending?.cancelLabel ?? t('modalCancel')}
          </Button>
          <Button color={pending?.danger ? 'red' : undefined} onClick={() => pending?.answer(true)} data-autofocus>
            {pending?.confirmLabel ?? t('modalConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
