import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the page while the global loading flag is set or the first labels are on their way. */
export function FullScreenSpinner() {
  const { t, i18n } = useTranslation();
  return (
    <Center role="status" aria-live="polite" style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(246, 249, 249, 0.92)' }}>
      <Loader size="lg" />
      {/* Before the first labels arrive there is no text to announce yet (not the raw key: issue 23). */}
      {i18n.exists('commonLoading') && <VisuallyHidden>{t('commonLoading')}</VisuallyHidden>}
    </Center>
  );
}
