import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GoogleService } from './service.ts';

const COOKIE = 'vasiyat_oidc';
const COOKIE_PATH = '/login/oauth2';

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Browser routes of the spec's Google sign-in (not JSON, so outside /api/wst). */
export function registerGoogleRoutes(app: FastifyInstance, deps: { google?: GoogleService; secureCookies: boolean }) {
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${deps.secureCookies ? '; Secure' : ''}`;
  const back = (reply: FastifyReply, query: string) => reply.header('set-cookie', cookie('', 0)).redirect(`/login?oauth=${query}`);

  app.get('/oauth2/authorization/google', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!deps.google) return reply.redirect('/login?oauth=not-configured');
    try {
      const { location, flowCookie } = await deps.google.start();
      return reply.header('set-cookie', cookie(flowCookie, 600)).redirect(location);
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in could not start');
      return back(reply, 'failed');
    }
  });

  app.get('/login/oauth2/code/google', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const flowCookie = readCookie(request.headers.cookie, COOKIE);
    if (!deps.google || !flowCookie) return back(reply, 'failed');
    try {
      const jwt = await deps.google.finish(new URL(request.url, 'http://callback.invalid').search, flowCookie, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // The token goes in the fragment: it never reaches a server log or a Referer header.
      return reply.header('set-cookie', cookie('', 0)).redirect(`/login#jwt=${jwt}`);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return back(reply, 'failed');
    }
  });
}
