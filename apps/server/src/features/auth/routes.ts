import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { EndpointRequest, Handlers } from '../../platform/endpoints.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import * as service from './service.ts';
import { sessionCookie, sessionTokenOf } from './session-cookie.ts';

type AuthEndpoints = Pick<
  typeof endpoints,
  | 'checkRegistration'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'login'
  | 'logout'
  | 'keepSession'
  | 'resumeSession'
  | 'googleStatus'
>;

export function authHandlers(deps: {
  auth: service.AuthDeps;
  i18n: I18n;
  googleEnabled: boolean;
  /** The site is served over https: cookies are Secure. */
  secureCookies: boolean;
}): Handlers<AuthEndpoints> {
  const cookie = (token: string) => sessionCookie(token, { secure: deps.secureCookies });
  const context = async (request: Pick<EndpointRequest<AuthEndpoints['login']>, 'ip' | 'headers'>): Promise<service.RequestContext> => ({
    ip: request.ip,
    language: await deps.i18n.resolveLanguage(request.headers['accept-language']),
    userAgent: request.headers['user-agent'],
  });
  return {
    checkRegistration: async (request) => service.checkRegistration(deps.auth, request.body, await context(request)),
    verifyOtp: async (request) => service.verifyOtp(deps.auth, request.body, await context(request)),
    resendOtp: async (request) => service.resendOtp(deps.auth, request.body.email, await context(request)),
    forgotPassword: async (request) => service.forgotPassword(deps.auth, request.body.email, await context(request)),
    resetPassword: async (request) => service.resetPassword(deps.auth, request.body, await context(request)),
    login: async (request) => service.login(deps.auth, request.body, await context(request)),
    logout: async (request, reply) => {
      reply.header('set-cookie', cookie(''));
      return service.logout(deps.auth, callerOf(request).userId, await context(request));
    },
    keepSession: (request, reply) => {
      callerOf(request);
      // The auth hook has just accepted this bearer token.
      reply.header('set-cookie', cookie(request.headers.authorization?.split(' ')[1] ?? ''));
      return { status: 'success', message: 'New tabs of this browser will be signed in.' };
    },
    resumeSession: (request) => service.resumeSession(deps.auth, sessionTokenOf(request.headers.cookie)),
    googleStatus: () => ({ enabled: deps.googleEnabled }),
  };
}
