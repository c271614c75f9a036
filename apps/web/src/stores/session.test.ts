import { STORAGE_SIGNED_IN_KEY, STORAGE_TOKEN_KEY } from '@vasiyat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenFor } from '../test/fake-server.ts';

// DESIGN §9 and issue 23: a new tab of a signed-in browser gets the session back; logout ends every tab.
const token = tokenFor({ userId: 7, roleId: 21, firstName: 'Asha', exp: Math.floor(Date.now() / 1000) + 3600 });
const freshStore = async () => {
  vi.resetModules();
  return (await import('./session.ts')).useSessionStore;
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.resetModules());

describe('the session across the tabs of a browser', () => {
  it('a new tab of a browser with a session asks for it before deciding; a guest visit does not', async () => {
    expect((await freshStore()).getState().resuming).toBe(false);
    localStorage.setItem(STORAGE_SIGNED_IN_KEY, '1');
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ token: null, resuming: true });
    store.getState().finishResume(token);
    expect(store.getState()).toMatchObject({ token, resuming: false });
    expect(sessionStorage.getItem(STORAGE_TOKEN_KEY)).toBe(token);
  });

  it('forgets the browser session when the server has none', async () => {
    localStorage.setItem(STORAGE_SIGNED_IN_KEY, '1');
    const store = await freshStore();
    store.getState().finishResume(null);
    expect(store.getState()).toMatchObject({ token: null, resuming: false });
    expect(localStorage.getItem(STORAGE_SIGNED_IN_KEY)).toBeNull();
  });

  it('a tab that already has its token keeps it and asks nothing', async () => {
    sessionStorage.setItem(STORAGE_TOKEN_KEY, token);
    localStorage.setItem(STORAGE_SIGNED_IN_KEY, '1');
    expect((await freshStore()).getState()).toMatchObject({ token, resuming: false });
  });

  it('login marks the browser signed in; logout in another tab ends this one', async () => {
    const store = await freshStore();
    store.getState().login(token);
    expect(localStorage.getItem(STORAGE_SIGNED_IN_KEY)).toBe('1');
    // Another tab logs out: it removes the mark, and this tab hears it.
    localStorage.removeItem(STORAGE_SIGNED_IN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_SIGNED_IN_KEY, oldValue: '1', newValue: null }));
    expect(store.getState().token).toBeNull();
    expect(sessionStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
  });
});
