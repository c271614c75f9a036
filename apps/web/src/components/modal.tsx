import { Modal as MantineModal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 2 §2 "Modal behaviour": sm a quarter of the screen, md half (default), lg three quarters, full. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export const MODAL_WIDTHS: Record<ModalSize, string> = { sm: '25%', md: '50%', lg: '75%', full: '100%' };

type ModalProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  /** Its place in a Mantine Modal.Stack: one dialog opened over another closes alone on Escape. */
  stackId?: string;
  children: ReactNode;
};

/** A dialog with the spec's widths; on a phone every size takes the whole screen, where a quarter would be unreadable. */
export function Modal({ opened, onClose, title, size = 'md', stackId, children }: ModalProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const fullScreen = size === 'full' || narrow;
  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      stackId={stackId}
      title={title}
      size={fullScreen ? '100%' : MODAL_WIDTHS[size]}
      fullScreen={fullScreen}
      centered={!fullScreen}
      closeButtonProps={{ 'aria-label': t('modalClose') }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        content: fullScreen ? undefined : { minWidth: 'min(100%, 20rem)' },
      }}
    >
      {children}
    </MantineModal>
  );
}
