import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import type { MenuService } from './service.ts';

export function menuHandlers(menus: MenuService): Handlers<Pick<typeof endpoints, 'menus' | 'subMenus'>> {
  return {
    menus: (request) => menus.findTopMenus(callerOf(request), request.query),
    subMenus: (request) => menus.findSubMenus(callerOf(request), request.query),
  };
}
