import { ROLE_ADMIN, ROLE_TESTATOR } from '@vasiyat/contract';

/** What the guard needs to know about the visitor: nothing (guest) or the role of a live token. */
export type GuardSession = { roleId: number } | null;

export type Access = { redirect?: string };

const GUEST_ONLY = new Set(['/login', '/register', '/forgot-password']);

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** The dashboard a signed-in user belongs on (spec part 1 §4: administrators /admin, everyone else /testator). */
export function homeOf(roleId: number): string {
  return roleId === ROLE_ADMIN ? '/admin' : '/testator';
}

/**
 * The route guard of spec part 1 §4 and part 2 §4, as one pure function of the path and the session.
 * An empty answer lets the visitor through; any error while checking sends them to /not-found.
 */
export function resolveAccess(pathname: string, session: GuardSession): Access {
  try {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const isTestatorArea = isUnder(path, '/testator');
    const isAdminArea = isUnder(path, '/admin');

    if (GUEST_ONLY.has(path)) return session ? { redirect: homeOf(session.roleId) } : {};
    if (isTestatorArea || isAdminArea) {
      if (!session) return { redirect: '/login' };
      if (isTestatorArea && session.roleId !== ROLE_TESTATOR) return { redirect: '/not-found' };
      if (isAdminArea && session.roleId !== ROLE_ADMIN) return { redirect: '/not-found' };
      return {};
    }
    if (path === '/' && session?.roleId === ROLE_ADMIN) return { redirect: '/admin' };
    return {};
  } catch {
    return { redirect: '/not-found' };
  }
}
