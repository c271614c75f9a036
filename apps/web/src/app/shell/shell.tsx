import { Box } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Pages that stand alone, without header and footer (spec part 1 §2). */
const BARE_PAGES = new Set<string>([SCREEN_PATHS.login, SCREEN_PATHS.register, SCREEN_PATHS.notFound, SCREEN_PATHS.forgotPassword]);

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bare = BARE_PAGES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link">
        {t('commonSkipToContent')}
      </a>
      {!bare && <Header />}
      <main id="main-content" tabIndex={-1} className="app-main" style={{ flex: 1 }}>
        {children}
      </main>
      {!bare && <Footer />}
    </Box>
  );
}
