import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { EndpointRequest, Handlers } from '../../platform/endpoints.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import type { AuthService, RequestContext } from './service.ts';

type AuthEndpoints = Pick<
  typeof endpoints,
  'checkRegistration' | 'verifyOtp' | 'resendOtp' | 'forgotPassword' | 'resetPassword' | 'login' | 'logout' | 'googleStatus'
>;

export function authHandlers(deps: { auth: AuthService; i18n: I18n; googleEnabled: boolean }): Handlers<AuthEndpoints> {
  const context = async (request: Pick<EndpointRequest<AuthEndpoints['login']>, 'ip' | 'headers'>): Promise<RequestContext> => ({
    ip: request.ip,
    language: await deps.i18n.resolveLanguage(request.headers['accept-language']),
  });
  return {
    checkRegistration: async (request) => deps.auth.checkRegistration(request.body, await context(request)),
    verifyOtp: async (request) => deps.auth.verifyOtp(request.body, await context(request)),
    resendOtp: async (request) => deps.auth.resendOtp(request.body.email, await context(request)),
    forgotPassword: async (request) => deps.auth.forgotPassword(request.body.email, await context(request)),
    resetPassword: async (request) => deps.auth.resetPassword(request.body, await context(request)),
    login: async (request) => deps.auth.login(request.body, await context(request)),
    logout: async (request) => deps.auth.logout(callerOf(request).userId, await context(request)),
    googleStatus: () => ({ enabled: deps.googleEnabled }),
  };
}
