import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { isExpired } from '../lib/jwt.ts';
import { useLoadingStore } from '../stores/loading.ts';
import { useSessionStore } from '../stores/session.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { resolveAccess } from './guard.ts';
import { useSessionSync } from './session-sync.ts';
import { Shell } from './shell/shell.tsx';

/** The root route: applies the route guard to every path, then renders the shell around the page. */
export function RootLayout() {
  const { pathname } = useLocation();
  const claims = useSessionStore((state) => state.claims);
  const logout = useSessionStore((state) => state.logout);
  const redirectAfterLogout = useSessionStore((state) => state.redirectAfterLogout);
  const clearRedirectAfterLogout = useSessionStore((state) => state.clearRedirectAfterLogout);
  const loading = useLoadingStore((state) => state.pending > 0);
  const resuming = useSessionSync();

  // A token that expired while the tab was open counts as logged out (checked on every navigation).
  const expired = claims !== null && isExpired(claims);
  useEffect(() => {
    if (expired) logout();
  }, [expired, logout]);

  const reachedLogoutTarget = redirectAfterLogout !== null && pathname === redirectAfterLogout;
  useEffect(() => {
    if (reachedLogoutTarget) clearRedirectAfterLogout();
  }, [reachedLogoutTarget, clearRedirectAfterLogout]);

  if (redirectAfterLogout !== null && !reachedLogoutTarget) return <Navigate to={redirectAfterLogout} replace />;
  // A new tab waits for the browser's session before the guard decides (no flash of the login page).
  if (resuming) return <FullScreenSpinner />;

  const access = resolveAccess(pathname, claims && !expired ? { roleId: claims.roleId } : null);
  if (access.redirect) return <Navigate to={access.redirect} replace />;

  return (
    <>
      <Shell>
        <Outlet />
      </Shell>
      {loading && <FullScreenSpinner />}
      <ScrollRestoration />
      <UnsavedChangesGuard />
    </>
  );
}
