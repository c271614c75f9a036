import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';

type ToastKind = 'success' | 'error' | 'info';

const colors: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };

/** Shows a toast (top-right, 5000 ms, at most 20 at once: set on the Notifications provider). */
export function toast(kind: ToastKind, message: ReactNode, title?: ReactNode): void {
  notifications.show({
    color: colors[kind],
    title,
    message,
    role: kind === 'error' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': i18n.t('commonCloseNotification') },
  });
}
