import { orderByFixedIds, STATUS_EXITS, SUB_MENU_ORDER, type TMenu, TOP_MENU_ORDER, type TSubMenusResponse } from '@vasiyat/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import { hasSavedSelf, selectMenus } from './repo.ts';

const PREREQUISITE_MESSAGE = { self: 'menuRequiresSelf' } as const;
const toMenu = ({ menuId, menuName, menuDescription, menuUrl }: TMenu): TMenu => ({ menuId, menuName, menuDescription, menuUrl });

/** Menus change only with the seed; each process keeps them for a short while (every dashboard load reads them). */
const CACHE_MS = 30_000;

export function createMenuService(deps: { db: Db; i18n: I18n }) {
  const cache = new Map<string, { at: number; rows: Awaited<ReturnType<typeof selectMenus>> }>();
  async function menusOf(options: Parameters<typeof selectMenus>[1]) {
    const key = `${options.roleId}:${options.parentId}:${options.languageCode}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.rows;
    const rows = await selectMenus(deps.db, options);
    cache.set(key, { at: Date.now(), rows });
    return rows;
  }

  /** The role and user in the query must be the caller's own: any other answers 404 with no data. */
  function assertOwn(caller: Caller, query: { roleId: number; userId?: number }) {
    if (query.roleId !== caller.roleId || (query.userId !== undefined && query.userId !== caller.userId)) throw notFound('Menu');
  }

  /** spec: GET testator/findAllMenuByRoleId. */
  async function findTopMenus(caller: Caller, query: { roleId: number; code?: string }): Promise<TMenu[]> {
    assertOwn(caller, query);
    const languageCode = await deps.i18n.resolveLanguage(query.code);
    const rows = await menusOf({ roleId: caller.roleId, parentId: null, languageCode });
    return orderByFixedIds(rows.map(toMenu), TOP_MENU_ORDER, (menu) => menu.menuId);
  }

  /**
   * spec: GET testator/findAllSubMenuByMenuId. A menu the role cannot see, or whose items all wait on a
   * step not yet done (the will before Define self), answers status 'exits' with a message to show.
   */
  async function findSubMenus(
    caller: Caller,
    query: { menuId: number; roleId: number; userId: number; code?: string },
  ): Promise<TSubMenusResponse> {
    assertOwn(caller, query);
    const languageCode = await deps.i18n.resolveLanguage(query.code);
    if (!(await menusOf({ roleId: caller.roleId, parentId: null, languageCode })).some((menu) => menu.menuId === query.menuId)) {
      return { status: STATUS_EXITS, message: await deps.i18n.text(languageCode, 'menuNotAvailable'), data: [] };
    }
    const rows = await menusOf({ roleId: caller.roleId, parentId: query.menuId, languageCode });
    const selfSaved = rows.some((row) => row.requires === 'self') ? await hasSavedSelf(deps.db, caller.userId) : true;
    const open = rows.filter((row) => row.requires !== 'self' || selfSaved);
    if (open.length === 0 && rows.length > 0) {
      const blocked = rows.find((row) => row.requires)?.requires as keyof typeof PREREQUISITE_MESSAGE;
      return { status: STATUS_EXITS, message: await deps.i18n.text(languageCode, PREREQUISITE_MESSAGE[blocked]), data: [] };
    }
    return { status: 'success', message: '', data: orderByFixedIds(open.map(toMenu), SUB_MENU_ORDER, (menu) => menu.menuId) };
  }

  return { findTopMenus, findSubMenus };
}
export type MenuService = ReturnType<typeof createMenuService>;
