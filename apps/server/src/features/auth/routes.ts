import {
  ZCheckRegistrationResponse,
  ZErrorResponse,
  ZGoogleStatus,
  ZLoginRequest,
  ZLoginResponse,
  ZRegisterForm,
  ZResendOtpRequest,
  ZResendOtpResponse,
  ZStatusResponse,
  ZVerifyOtpRequest,
} from '@vasiyat/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth.ts';
import type { I18n } from '../utils/service.ts';
import type { AuthService, RequestContext } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

export function authRoutes(deps: { auth: AuthService; i18n: I18n; perMinute: number; googleEnabled: boolean }): FastifyPluginAsyncZod {
  const limited = { auth: 'public' as const, rateLimit: { max: deps.perMinute, timeWindow: 60_000 } };
  const context = async (request: FastifyRequest): Promise<RequestContext> => ({
    ip: request.ip,
    language: await deps.i18n.resolveLanguage(request.headers['accept-language']),
  });

  return async (app) => {
    app.post('/auth/check-registration', {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Start a registration: keeps it pending and emails a 6-digit code (status success or exists)',
        body: ZRegisterForm,
        response: { 200: ZCheckRegistrationResponse, ...errors },
      },
      handler: async (request) => deps.auth.checkRegistration(request.body, await context(request)),
    });
    app.post('/auth/verify-otp', {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Verify the emailed code; the account is created only now',
        body: ZVerifyOtpRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
      handler: async (request) => deps.auth.verifyOtp(request.body, await context(request)),
    });
    app.post('/auth/resend-otp', {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Send a new code (voids the old one); not before 60 s, at most 5 an hour',
        body: ZResendOtpRequest,
        response: { 200: ZResendOtpResponse, ...errors },
      },
      handler: async (request) => deps.auth.resendOtp(request.body.email, await context(request)),
    });
    app.post('/auth/login', {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
      handler: async (request) => deps.auth.login(request.body, await context(request)),
    });
    app.post('/auth/logout', {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the caller (revokes earlier tokens)',
        response: { 200: ZStatusResponse, 401: ZErrorResponse },
      },
      handler: async (request) => deps.auth.logout(callerOf(request).userId, await context(request)),
    });
    app.get('/auth/google/status', {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Whether Google sign-in is configured on this server', response: { 200: ZGoogleStatus } },
      handler: async () => ({ enabled: deps.googleEnabled }),
    });
  };
}
