import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_LIMIT, TOAST_TIMEOUT_MS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { useSessionStore } from '../stores/session.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// When a session ends (logout, expiry, a 401), nothing of the previous user may stay in memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) {
    queryClient.clear();
  }
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            {/* spec part 1 §9: toasts top-right, 5000 ms, at most 20; below the header, never over the account menu */}
            <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_TIMEOUT_MS} classNames={{ root: 'app-toasts' }} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
