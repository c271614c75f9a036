import type { TLabelKey } from '../../lib/label-types.ts';
/** The two signed-in areas share their dashboard, submenu and placeholder screens. */
export type Area = 'testator' | 'admin';

type AreaConfig = { root: string; titleKey: TLabelKey; introKey: TLabelKey; breadcrumbKey: TLabelKey };

export const AREAS: Record<Area, AreaConfig> = {
  testator: { root: '/testator', titleKey: 'dashboardTitle', introKey: 'dashboardIntro', breadcrumbKey: 'testatorBreadcrumb' },
  admin: { root: '/admin', titleKey: 'adminDashboardTitle', introKey: 'adminDashboardIntro', breadcrumbKey: 'adminBreadcrumb' },
};

export function areaOfPath(pathname: string): Area {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'testator';
}

/** Menu urls are app paths; tolerate a missing leading slash or a trailing one. */
export function normaliseMenuUrl(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
