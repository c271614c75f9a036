import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<ToastKind, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'blue' };

/** The error toasts still up: a later success says the problem is solved, so they go. */
const openErrors = new Set<string>();

/**
 * Shows a toast (below the header, top-right, 5000 ms, at most 20 at once: set on the Notifications
 * provider). A success closes the error toasts still showing: after a refused save and a good one, the
 * red one must not linger beside the green.
 */
export function toast(kind: ToastKind, message: ReactNode, title?: ReactNode): void {
  if (kind === 'success') {
    for (const id of openErrors) notifications.hide(id);
    openErrors.clear();
  }
  const id = notifications.show({
    color: colors[kind],
    title,
    message,
    role: kind === 'error' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': i18n.t('commonCloseNotification') },
    onClose: () => openErrors.delete(id),
  });
  if (kind === 'error') openErrors.add(id);
}
