// What a component test puts around the component, as the app puts it around every screen: Mantine's theme (in its
// test mode), the translations and a query client.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';

/** A query client for one test: nothing is retried, so a failed call shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` inside the app's providers; the query client is returned, for a test that watches it. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()): QueryClient {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return queryClient;
}
