import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';

type ConfirmOptions = {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
};

/** Asks the person to confirm; resolves true only on an explicit confirm (closing or cancelling is a no). */
export function confirmAction({ message, title, confirmLabel, danger = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: title ?? i18n.t('modalConfirmTitle'),
      centered: true,
      children: <Text fz="sm">{message}</Text>,
      labels: { confirm: confirmLabel ?? i18n.t('modalConfirm'), cancel: i18n.t('modalCancel') },
      confirmProps: danger ? { color: 'red' } : undefined,
      closeButtonProps: { 'aria-label': i18n.t('modalClose') },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
