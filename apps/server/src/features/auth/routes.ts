import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { EndpointRequest, Handlers } from '../../platform/endpoints.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import * as service from './service.ts';

type AuthEndpoints = Pick<
  typeof endpoints,
  'checkRegistration' | 'verifyOtp' | 'resendOtp' | 'forgotPassword' | 'resetPassword' | 'login' | 'logout' | 'googleStatus'
>;

export function authHandlers(deps: { auth: service.AuthDeps; i18n: I18n; googleEnabled: boolean }): Handlers<AuthEndpoints> {
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
    logout: async (request) => service.logout(deps.auth, callerOf(request).userId, await context(request)),
    googleStatus: () => ({ enabled: deps.googleEnabled }),
  };
}
