import { useQueries } from '@tanstack/react-query';
import { menuSlug, type TMenu } from '@vasiyat/contract';
import { normaliseMenuUrl, orderSubMenus, subMenusQuery, useMenus } from '../lib/menus.ts';
import { useLanguageStore } from '../stores/language.ts';
import { useSessionStore } from '../stores/session.ts';
import type { Crumb } from './breadcrumbs.tsx';

/** The menus of a role with their items, as the dashboard offers them. */
export type MenuTree = readonly { menu: TMenu; items: readonly TMenu[] }[];

/** Where an address sits in the menus: its menu, the menu's items, and the item it is (or lies under). */
export type MenuPlace = { menu: TMenu; items: readonly TMenu[]; item?: TMenu };

const under = (path: string, url: string) => path === url || path.startsWith(`${url}/`);

/**
 * The menu place of an address, from the address alone (a new tab or a reload knows nothing else): the
 * item whose address is the longest prefix of it, or the menu whose submenu page it is (its slug, in
 * the current language's names or, for an address made in another language, in `otherSlugs`).
 */
export function placeOf(pathname: string, tree: MenuTree, otherSlugs: ReadonlyMap<number, string> = new Map()): MenuPlace | undefined {
  const path = normaliseMenuUrl(pathname);
  let best: (MenuPlace & { length: number }) | undefined;
  for (const { menu, items } of tree) {
    for (const item of items) {
      const url = normaliseMenuUrl(item.menuUrl);
      if (under(path, url) && url.length > (best?.length ?? 0)) best = { menu, items, item, length: url.length };
    }
  }
  if (best) return { menu: best.menu, items: best.items, item: best.item };
  const slug = decodeURIComponent(path.split('/')[2] ?? '');
  const match = tree.find(({ menu }) => menuSlug(menu.menuName) === slug || otherSlugs.get(menu.menuId) === slug);
  return match && { menu: match.menu, items: match.items };
}

/** The menus and items of the signed-in role in the current language (cached: the dashboard loads the same). */
export function useMenuTree(): { tree: MenuTree; otherSlugs: ReadonlyMap<number, string>; loading: boolean } {
  const claims = useSessionStore((state) => state.claims);
  const language = useLanguageStore((state) => state.language);
  const menus = useMenus(claims?.roleId, language);
  // Addresses keep the slug of the language they were made in: English names find those too.
  const english = useMenus(language === 'en' ? undefined : claims?.roleId, 'en');
  const subMenus = useQueries({
    queries: (claims ? (menus.data ?? []) : []).map((menu) => ({
      ...subMenusQuery({ menuId: menu.menuId, roleId: claims!.roleId, code: language, userId: claims!.userId }),
      staleTime: 5 * 60_000,
    })),
  });
  const tree = (menus.data ?? []).map((menu, index) => {
    const answer = subMenus[index]?.data;
    return { menu, items: answer && answer.status !== 'exits' ? orderSubMenus(answer.data) : [] };
  });
  const otherSlugs = new Map((english.data ?? []).map((menu) => [menu.menuId, menuSlug(menu.menuName)]));
  return { tree, otherSlugs, loading: menus.isPending || subMenus.some((query) => query.isPending) };
}

/** The start of every trail: the area's dashboard, then the menu (a link to its submenu page when it has one). */
export function menuCrumbs(root: { label: string; to: string }, place: MenuPlace | undefined): Crumb[] {
  const crumbs: Crumb[] = [root];
  if (place)
    crumbs.push({ label: place.menu.menuName, to: place.items.length > 1 ? `${root.to}/${menuSlug(place.menu.menuName)}` : undefined });
  return crumbs;
}
