import { SCREEN_PATHS } from '@vasiyat/contract';
import type { TLabelKey } from '../../lib/label-types.ts';

/** The two signed-in areas share their dashboard, submenu and placeholder screens. */
export type Area = 'testator' | 'admin';

type AreaConfig = { root: string; titleKey: TLabelKey; introKey: TLabelKey; breadcrumbKey: TLabelKey };

export const AREAS: Record<Area, AreaConfig> = {
  testator: { root: SCREEN_PATHS.testator, titleKey: 'dashboardTitle', introKey: 'dashboardIntro', breadcrumbKey: 'testatorBreadcrumb' },
  admin: { root: SCREEN_PATHS.admin, titleKey: 'adminDashboardTitle', introKey: 'adminDashboardIntro', breadcrumbKey: 'adminBreadcrumb' },
};

export function areaOfPath(pathname: string): Area {
  return pathname === SCREEN_PATHS.admin || pathname.startsWith(`${SCREEN_PATHS.admin}/`) ? 'admin' : 'testator';
}
