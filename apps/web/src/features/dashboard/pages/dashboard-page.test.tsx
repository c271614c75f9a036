import { fireEvent, screen } from '@testing-library/react';
import type { TMenu } from '@vasiyat/contract';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { respond, tokenFor } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestatorDashboardPage } from './dashboard-page.tsx';

const menu = (menuId: number, menuName: string, menuUrl = '#'): TMenu => ({
  menuId,
  menuName,
  menuDescription: `${menuName} details`,
  menuUrl,
});

// Deliberately out of order: the page must show 124, 91, 101, 125, then the rest (spec part 1 §6).
const menusFromServer = [
  menu(101, 'Assets'),
  menu(999, 'Extras'),
  menu(125, 'Assignment'),
  menu(124, 'Define Self'),
  menu(91, 'Add People'),
];

function SubmenuProbe() {
  return <p>submenu page {useParams().menuSlug}</p>;
}

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/testator', Component: TestatorDashboardPage },
      { path: '/testator/:menuSlug', Component: SubmenuProbe },
    ],
    { initialEntries: ['/testator'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('TestatorDashboardPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      dashboardTitle: 'Dashboard',
      dashboardWelcome: 'Welcome, {{name}}',
      testatorBreadcrumb: 'Testator',
      commonLoading: 'Loading...',
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

  it('renders the tiles in the fixed order 124, 91, 101, 125, then the others', async () => {
    fetchMock.mockImplementation(() => respond(menusFromServer));
    renderDashboard();

    expect(await screen.findByRole('button', { name: /^Define Self/ })).toBeTruthy();
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('data-menu-id'));
    expect(names).toEqual(['124', '91', '101', '125', '999']);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Asha')).toBeTruthy();

    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/wst/testator/findAllMenuByRoleId?roleId=21&code=en');
  });

  it('opens the submenu page of a tile with several items and keeps them in the fixed order', async () => {
    fetchMock.mockImplementation((input) =>
      String(input).includes('findAllSubMenuByMenuId')
        ? respond({
            status: 'success',
            message: '',
            data: [menu(112, 'Witness', '/testator/addwitness'), menu(109, 'Heirs', '/testator/addnaturalheirs')],
          })
        : respond(menusFromServer),
    );
    const router = renderDashboard();

    fireEvent.click(await screen.findByRole('button', { name: /^Add People/ }));

    expect(await screen.findByText('submenu page add_people')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/testator/add_people');
  });
});
