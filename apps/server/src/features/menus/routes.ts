import {
  ROLE_ADMIN,
  ROLE_TESTATOR,
  ZErrorResponse,
  ZMenusQuery,
  ZMenusResponse,
  ZSubMenusQuery,
  ZSubMenusResponse,
} from '@vasiyat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth.ts';
import type { MenuService } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
/** Only the two roles of the spec have dashboards. */
const dashboardRoles = { roles: [ROLE_TESTATOR, ROLE_ADMIN] } as const;

export function menuRoutes(menus: MenuService): FastifyPluginAsyncZod {
  return async (app) => {
    // Both dashboards use these (the spec keeps them under testator/); the role comes from the token.
    app.get('/testator/findAllMenuByRoleId', {
      config: { auth: dashboardRoles },
      schema: {
        tags: ['menus'],
        summary: 'Top-level menus of the caller’s role',
        querystring: ZMenusQuery,
        response: { 200: ZMenusResponse, ...errors },
      },
      handler: (request) => menus.findTopMenus(callerOf(request), request.query),
    });
    app.get('/testator/findAllSubMenuByMenuId', {
      config: { auth: dashboardRoles },
      schema: {
        tags: ['menus'],
        summary: 'Items of one menu; status exits carries a message when the menu cannot be opened yet',
        querystring: ZSubMenusQuery,
        response: { 200: ZSubMenusResponse, ...errors },
      },
      handler: (request) => menus.findSubMenus(callerOf(request), request.query),
    });
  };
}
