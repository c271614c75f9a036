import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../lib/i18n.ts';
import { respond } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguagePicker } from './language-picker.tsx';

const languages = [
  { languageCode: 'en', languageName: 'English' },
  { languageCode: 'mr', languageName: 'मराठी' },
];

function renderPicker() {
  renderWithProviders(<LanguagePicker />);
}

describe("the header's language picker", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', { homeLanguageSelector: 'Language' });
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => respond(languages));
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  // The e2e languages walk lost a click this way (two workers, five walks at once): the pointer's entry began
  // loading the select, it took the stand-in's place between the press and the release, the click went nowhere
  // and the list never opened.
  it('opens its list on a press alone, as when the select replaces the stand-in before the click arrives', async () => {
    renderPicker();
    const standIn = await screen.findByRole('combobox', { name: 'Language' });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerDown(standIn);
    expect((await screen.findByRole('option', { name: 'मराठी' })).textContent).toBe('मराठी');
  });

  it('opens its list on a click that comes without a press (assistive technology)', async () => {
    renderPicker();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    expect((await screen.findByRole('option', { name: 'मराठी' })).textContent).toBe('मराठी');
  });
});
