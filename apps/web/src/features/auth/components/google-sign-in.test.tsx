import { fireEvent, screen, waitFor } from '@testing-library/react';
import { shellEndpoints } from '@vasiyat/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { respond } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GOOGLE_SIGN_IN_PATH } from '../api/google.ts';
import { GoogleSignIn } from './google-sign-in.tsx';

const STATUS = shellEndpoints.googleStatus.path;

function renderButton(onNotConfigured = vi.fn()) {
  renderWithProviders(<GoogleSignIn notice={false} onNotConfigured={onNotConfigured} />);
  return { onNotConfigured, button: screen.getByRole('button', { name: 'Sign in with Google' }) };
}

describe('GoogleSignIn', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/${STATUS}`)).length;

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', { commonGoogleSignIn: 'Sign in with Google' });
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks nothing with the page, and asks once when pointed at, however often', async () => {
    fetchMock.mockImplementation(() => respond({ enabled: true }));
    const { button } = renderButton();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statusCalls()).toBe(0);
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await waitFor(() => expect(statusCalls()).toBe(1));
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_PATH));
    expect(statusCalls()).toBe(1);
  });

  it('says it is not set up when the server says so, asked on the click itself', async () => {
    fetchMock.mockImplementation(() => respond({ enabled: false }));
    const { button, onNotConfigured } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(onNotConfigured).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves it to the server when the status cannot be had', async () => {
    fetchMock.mockImplementation(() => respond({ status: 'error', code: 'unavailable' }, 503));
    const { button, onNotConfigured } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_PATH));
    expect(onNotConfigured).not.toHaveBeenCalled();
  });
});
