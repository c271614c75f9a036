import { homeOfRole, ROLE_ADMIN, ROLE_REVIEWER, ROLE_TESTATOR, SCREEN_PATHS } from '@vasiyat/contract';

/** What the guard needs to know about the visitor: nothing (guest) or the role of a live token. */
export type GuardSession = { roleId: number } | null;

export type Access = { redirect?: string };

const GUEST_ONLY = new Set<string>([SCREEN_PATHS.login, SCREEN_PATHS.register, SCREEN_PATHS.forgotPassword]);

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/**
 * The route guard of spec part 1 §4 and part 2 §4, as one pure function of the path and the session.
 * An empty answer lets the visitor through; any error while checking sends them to /not-found.
 */
export function resolveAccess(pathname: string, session: GuardSession): Access {
  try {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const isTestatorArea = isUnder(path, SCREEN_PATHS.testator);
    const isAdminArea = isUnder(path, SCREEN_PATHS.admin);
    // Issue 27: reviewing is for reviewers and for testators reviewing someone else's will; the grant decides what.
    const isReviewArea = isUnder(path, SCREEN_PATHS.review);

    if (GUEST_ONLY.has(path)) return session ? { redirect: homeOfRole(session.roleId) } : {};
    if (isTestatorArea || isAdminArea) {
      if (!session) return { redirect: SCREEN_PATHS.login };
      if (isTestatorArea && session.roleId !== ROLE_TESTATOR) return { redirect: SCREEN_PATHS.notFound };
      if (isAdminArea && session.roleId !== ROLE_ADMIN) return { redirect: SCREEN_PATHS.notFound };
      return {};
    }
    if (isReviewArea) {
      if (!session) return { redirect: SCREEN_PATHS.login };
      return session.roleId === ROLE_REVIEWER || session.roleId === ROLE_TESTATOR ? {} : { redirect: SCREEN_PATHS.notFound };
    }
    if (path === SCREEN_PATHS.home && session?.roleId === ROLE_REVIEWER) return { redirect: SCREEN_PATHS.review };
    if (path === SCREEN_PATHS.home && session?.roleId === ROLE_ADMIN) return { redirect: SCREEN_PATHS.admin };
    return {};
  } catch {
    return { redirect: SCREEN_PATHS.notFound };
  }
}
