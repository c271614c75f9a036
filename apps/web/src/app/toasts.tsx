import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_TIMEOUT_MS } from '@vasiyat/contract';

/** spec part 1 §9: toasts top-right, 5000 ms, at most 20; below the header, never over the account menu. */
export function Toasts() {
  return <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_TIMEOUT_MS} classNames={{ root: 'app-toasts' }} />;
}
