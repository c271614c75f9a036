import { STORAGE_TOKEN_KEY, type TTokenPayload } from '@vasiyat/contract';
import { create } from 'zustand';
import { readClaims } from '../lib/jwt.ts';

type SessionState = {
  token: string | null;
  claims: TTokenPayload | null;
  /** Stores a token the server just issued; returns its claims, or null (and stores nothing) when unusable. */
  login: (token: string) => TTokenPayload | null;
  /** Ends the session; with `redirectTo` the app goes there (a user's own logout goes home, spec part 1 §4). */
  logout: (options?: { redirectTo?: string }) => void;
  /** Where to go after a logout that asked for it; takes precedence over the route guard until reached. */
  redirectAfterLogout: string | null;
  clearRedirectAfterLogout: () => void;
};

// spec part 1 §3: the token lives in session storage under `token`, so it ends with the tab.
function initialSession(): Pick<SessionState, 'token' | 'claims'> {
  const token = sessionStorage.getItem(STORAGE_TOKEN_KEY);
  const claims = readClaims(token);
  if (token && !claims) sessionStorage.removeItem(STORAGE_TOKEN_KEY);
  return claims ? { token, claims } : { token: null, claims: null };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialSession(),
  redirectAfterLogout: null,
  login: (token) => {
    const claims = readClaims(token);
    if (!claims) return null;
    sessionStorage.setItem(STORAGE_TOKEN_KEY, token);
    set({ token, claims, redirectAfterLogout: null });
    return claims;
  },
  logout: (options) => {
    sessionStorage.removeItem(STORAGE_TOKEN_KEY);
    // Set together with the token so the guard never sees "no session" without knowing where to go.
    set({ token: null, claims: null, redirectAfterLogout: options?.redirectTo ?? null });
  },
  clearRedirectAfterLogout: () => set({ redirectAfterLogout: null }),
}));
