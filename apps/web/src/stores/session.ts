import { STORAGE_SIGNED_IN_KEY, STORAGE_TOKEN_KEY, type TTokenPayload } from '@vasiyat/contract';
import { create } from 'zustand';
import { readClaims } from '../lib/jwt.ts';

type SessionState = {
  token: string | null;
  claims: TTokenPayload | null;
  /**
   * A new tab of a browser that has a session: the server is being asked for it (the route guard waits).
   * DESIGN §9: "a new tab of the same browser gets it from … a refresh cookie".
   */
  resuming: boolean;
  /** Stores a token the server just issued; returns its claims, or null (and stores nothing) when unusable. */
  login: (token: string) => TTokenPayload | null;
  /** The server's answer to a new tab: the browser's session, or null when it has none any more. */
  finishResume: (token: string | null) => void;
  /** Ends the session, in every tab of the browser; with `redirectTo` the app goes there (a user's own logout goes home, spec part 1 §4). */
  logout: (options?: { redirectTo?: string }) => void;
  /** Where to go after a logout that asked for it; takes precedence over the route guard until reached. */
  redirectAfterLogout: string | null;
  clearRedirectAfterLogout: () => void;
};

// spec part 1 §3: the token lives in session storage under `token`, so it ends with the tab; a new tab gets it
// back from the server (an HttpOnly cookie) when localStorage says this browser has a session.
function initialSession(): Pick<SessionState, 'token' | 'claims' | 'resuming'> {
  const token = sessionStorage.getItem(STORAGE_TOKEN_KEY);
  const claims = readClaims(token);
  if (token && !claims) sessionStorage.removeItem(STORAGE_TOKEN_KEY);
  if (claims) return { token, claims, resuming: false };
  return { token: null, claims: null, resuming: localStorage.getItem(STORAGE_SIGNED_IN_KEY) === '1' };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialSession(),
  redirectAfterLogout: null,
  login: (token) => {
    const claims = readClaims(token);
    if (!claims) return null;
    sessionStorage.setItem(STORAGE_TOKEN_KEY, token);
    localStorage.setItem(STORAGE_SIGNED_IN_KEY, '1');
    set({ token, claims, resuming: false, redirectAfterLogout: null });
    return claims;
  },
  finishResume: (token) => {
    if (token && get().login(token)) return;
    localStorage.removeItem(STORAGE_SIGNED_IN_KEY);
    set({ resuming: false });
  },
  logout: (options) => {
    sessionStorage.removeItem(STORAGE_TOKEN_KEY);
    // Other tabs hear this (a storage event) and end their session too.
    localStorage.removeItem(STORAGE_SIGNED_IN_KEY);
    // Set together with the token so the guard never sees "no session" without knowing where to go.
    set({ token: null, claims: null, resuming: false, redirectAfterLogout: options?.redirectTo ?? null });
  },
  clearRedirectAfterLogout: () => set({ redirectAfterLogout: null }),
}));

// Logout (or an expired or revoked session) in another tab of this browser ends the session here too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_SIGNED_IN_KEY && event.key !== null) return;
  if (localStorage.getItem(STORAGE_SIGNED_IN_KEY) !== '1' && useSessionStore.getState().token) useSessionStore.getState().logout();
});
