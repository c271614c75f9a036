import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useConfirmStore } from '../components/confirm.tsx';
import { i18n } from '../lib/i18n.ts';
import { useLanguageStore } from '../stores/language.ts';
import { useSessionStore } from '../stores/session.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, themeFor } from './theme.ts';

// When a session ends (logout, expiry, a 401), nothing of the previous user may stay in memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) {
    queryClient.clear();
  }
});

const Toasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));
const ConfirmHost = lazy(() => import('../components/confirm-host.tsx').then((m) => ({ default: m.ConfirmHost })));

/** Mounts a lazily loaded part the first time it is wanted, and keeps it from then on. */
function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const once = useRef(false);
  if (wanted) once.current = true;
  return once.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The toast stack (Mantine's Notifications and its transitions) and the confirmation dialog (a Modal)
 * load when first needed: the notifications store keeps what was shown until the stack mounts a moment
 * later, and a first visit that shows neither never fetches them (issue 7: first load under 250 KB).
 */
function OnDemandLayers() {
  const toastShown = useNotifications().notifications.length > 0;
  const asked = useConfirmStore((state) => state.pending !== null);
  return (
    <>
      <OnceWanted wanted={toastShown}>
        <Toasts />
      </OnceWanted>
      <OnceWanted wanted={asked}>
        <ConfirmHost />
      </OnceWanted>
    </>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  // The font stack follows the interface language (theme.ts): its script's face first.
  const language = useLanguageStore((state) => state.language);
  return (
    <MantineProvider theme={themeFor(language)} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <OnDemandLayers />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
