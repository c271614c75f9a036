import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderByFixedIds, SUB_MENU_ORDER, shellEndpoints, type TMenu, TOP_MENU_ORDER, type TSubMenusResponse } from '@vasiyat/contract';
import { call } from './api.ts';

/** Menu urls are app paths; tolerate a missing leading slash or a trailing one. */
export function normaliseMenuUrl(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function fetchMenus(roleId: number, code: string): Promise<TMenu[]> {
  return call(shellEndpoints.menus, { query: { roleId, code } });
}

/** Dashboard tiles for a role in a language, in the spec's fixed order (part 1 §6). */
export function menusQuery(roleId: number | undefined, code: string) {
  return queryOptions({
    queryKey: ['menus', roleId, code],
    queryFn: () => fetchMenus(roleId ?? 0, code),
    enabled: roleId !== undefined,
    select: (menus: TMenu[]) => orderByFixedIds(menus, TOP_MENU_ORDER, (menu) => menu.menuId),
  });
}

/** Waits for a role: without one (a session that just ended) there is nothing to load. */
export function useMenus(roleId: number | undefined, code: string) {
  return useQuery(menusQuery(roleId, code));
}

export type SubMenusParams = { menuId: number; roleId: number; code: string; userId: number };

export function fetchSubMenus(params: SubMenusParams): Promise<TSubMenusResponse> {
  return call(shellEndpoints.subMenus, { query: params });
}

/** Submenus are loaded on a tile click, through the cache so a second click is instant. */
export function subMenusQuery(params: SubMenusParams) {
  return queryOptions({
    queryKey: ['submenus', params.menuId, params.roleId, params.code, params.userId],
    queryFn: () => fetchSubMenus(params),
  });
}

/** The submenu items in the spec's fixed order (part 1 §6). */
export function orderSubMenus(items: readonly TMenu[]): TMenu[] {
  return orderByFixedIds(items, SUB_MENU_ORDER, (menu) => menu.menuId);
}
