import type { AuthRule } from '@vasiyat/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { audit } from './audit.ts';
import { AppError } from './errors.ts';
import { readToken } from './tokens.ts';

/** Who may call a route (the contract's rule). Every /api route must declare one (checked when routes are registered). */
export type { AuthRule };
export type Caller = { userId: number; roleId: number; firstName: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    caller?: Caller;
  }
}

type AuthState = { roleId: number; tokenVersion: number; firstName: string; at: number };

/**
 * Token checks need the user's current token version (logout revokes earlier tokens). A few seconds of
 * per-process cache keeps that off the hot path; logout in this process drops the entry at once, and
 * other processes see it within AUTH_CACHE_MS.
 */
export const AUTH_CACHE_MS = 5_000;

export function createAuthState(db: Db) {
  const cache = new Map<number, AuthState>();
  return {
    async get(userId: number): Promise<AuthState | undefined> {
      const cached = cache.get(userId);
      if (cached && Date.now() - cached.at < AUTH_CACHE_MS) return cached;
      const [row] = await db
        .select({ roleId: users.roleId, tokenVersion: users.tokenVersion, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) {
        cache.delete(userId);
        return undefined;
      }
      if (cache.size > 10_000) cache.clear();
      const state = { ...row, at: Date.now() };
      cache.set(userId, state);
      return state;
    },
    forget(userId: number) {
      cache.delete(userId);
    },
  };
}
export type AuthStateStore = ReturnType<typeof createAuthState>;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export type RouteAuth = { method: string; url: string; auth: AuthRule | undefined };

/** Checks tokens and roles on every request; returns the inventory of routes and their rules. */
export function installAuth(app: FastifyInstance, deps: { db: Db; secret: Uint8Array; state: AuthStateStore }): RouteAuth[] {
  const inventory: RouteAuth[] = [];
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    for (const method of [route.method].flat()) inventory.push({ method, url: route.url, auth });
    if (route.url.startsWith('/api/wst') && !auth) {
      throw new Error(`Route ${route.method} ${route.url} declares no auth rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.auth;
    if (!rule || rule === 'public') return;
    const token = bearer(request);
    if (!token) throw new AppError('unauthorized');
    const claims = await readToken(deps.secret, token);
    const state = claims && (await deps.state.get(claims.userId));
    if (!claims || !state || state.tokenVersion !== claims.tokenVersion || state.roleId !== claims.roleId) {
      throw new AppError('session_ended');
    }
    if (rule !== 'user' && !rule.roles.includes(state.roleId)) {
      await audit(deps.db, { event: 'access.denied', userId: claims.userId, ip: request.ip, details: { route: request.routeOptions.url } });
      throw new AppError('forbidden');
    }
    request.caller = { userId: claims.userId, roleId: state.roleId, firstName: state.firstName };
  });
  return inventory;
}

/** The caller of an authenticated route; a route without auth that asks for it is a programming error. */
export function callerOf(request: { caller?: Caller }): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without authentication');
  return request.caller;
}
