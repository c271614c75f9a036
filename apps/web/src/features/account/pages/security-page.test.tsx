import { screen } from '@testing-library/react';
import type { TSecurityEvent } from '@vasiyat/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { respond, tokenFor } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SecurityPage } from './security-page.tsx';

function renderPage() {
  const router = createMemoryRouter([{ path: '/testator/security', Component: SecurityPage }], { initialEntries: ['/testator/security'] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('SecurityPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      securityTitle: 'Security',
      securityEmpty: 'Nothing yet',
      securityFrom: 'From address',
      securityEventLoginFailed: 'Failed sign-in',
      securityEventWillDownload: 'Will downloaded',
    });
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().login(tokenFor({ firstName: 'Asha', roleId: 21, userId: 7, exp: Date.now() / 1000 + 3600 }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSessionStore.getState().logout();
  });

  it('lists the events newest first with what happened, when, from where and a download’s format', async () => {
    const events: TSecurityEvent[] = [
      { id: 9, event: 'login.failed', at: '2026-11-20T10:15:00.000Z', ip: '203.0.113.7', format: null },
      { id: 4, event: 'will.download', at: '2026-11-19T08:00:00.000Z', ip: '198.51.100.2', format: 'docx' },
    ];
    fetchMock.mockImplementation(() => respond({ events }));
    renderPage();
    expect(await screen.findByText('Failed sign-in')).toBeTruthy();
    expect(screen.getByText('Will downloaded (DOCX)')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    // happy-dom's window is 1024 px wide: the events are a table, a row each under the header row.
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('Failed sign-in');
    expect(rows[2]).toContain('198.51.100.2');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/wst/account/securityEvents');
  });

  it('says so when there is nothing yet', async () => {
    fetchMock.mockImplementation(() => respond({ events: [] }));
    renderPage();
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
  });
});
