// Calls of the shell: health, languages and labels, sign-in and registration, menus (spec part 1 §7).
import { ROLE_ADMIN, ROLE_TESTATOR } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import {
  ZCheckRegistrationResponse,
  ZGoogleStatus,
  ZLoginRequest,
  ZLoginResponse,
  ZRegisterForm,
  ZResendOtpRequest,
  ZResendOtpResponse,
  ZVerifyOtpRequest,
} from '../schemas/auth.ts';
import { ZHealthResponse, ZStatusResponse } from '../schemas/common.ts';
import { ZMenusQuery, ZMenusResponse, ZSubMenusQuery, ZSubMenusResponse } from '../schemas/menus.ts';
import { ZLabelsQuery, ZLabelsResponse, ZLanguagesResponse } from '../schemas/utils.ts';

/** Both dashboards read menus (the spec keeps the calls under testator/); the role comes from the token. */
const DASHBOARD_ROLES = { roles: [ROLE_TESTATOR, ROLE_ADMIN] } as const;

export const shellEndpoints = {
  health: endpoint({
    method: 'GET',
    path: 'health',
    auth: 'public',
    tag: 'health',
    summary: 'Liveness and database reachability',
    response: ZHealthResponse,
    otherResponses: { 503: ZHealthResponse },
  }),
  languages: endpoint({
    method: 'GET',
    path: 'utils/languages',
    auth: 'public',
    tag: 'utils',
    summary: 'Languages offered, with native names',
    response: ZLanguagesResponse,
  }),
  labels: endpoint({
    method: 'GET',
    path: 'utils/labels',
    auth: 'public',
    tag: 'utils',
    summary: 'Every interface label in one language; unknown languages get English, missing keys fall back to English',
    query: ZLabelsQuery,
    response: ZLabelsResponse,
  }),
  checkRegistration: endpoint({
    method: 'POST',
    path: 'auth/check-registration',
    auth: 'public',
    rateLimited: true,
    tag: 'auth',
    summary: 'Start a registration: keeps it pending and emails a 6-digit code (status success or exists)',
    body: ZRegisterForm,
    response: ZCheckRegistrationResponse,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: 'auth/verify-otp',
    auth: 'public',
    rateLimited: true,
    tag: 'auth',
    summary: 'Verify the emailed code; the account is created only now',
    body: ZVerifyOtpRequest,
    response: ZStatusResponse,
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: 'auth/resend-otp',
    auth: 'public',
    rateLimited: true,
    tag: 'auth',
    summary: 'Send a new code (voids the old one); not before 60 s, at most 5 an hour',
    body: ZResendOtpRequest,
    response: ZResendOtpResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: 'auth/login',
    auth: 'public',
    rateLimited: true,
    tag: 'auth',
    summary: 'Log in with email and password',
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    auth: 'user',
    tag: 'auth',
    summary: 'End every session of the caller (revokes earlier tokens)',
    response: ZStatusResponse,
  }),
  googleStatus: endpoint({
    method: 'GET',
    path: 'auth/google/status',
    auth: 'public',
    tag: 'auth',
    summary: 'Whether Google sign-in is configured on this server',
    response: ZGoogleStatus,
  }),
  menus: endpoint({
    method: 'GET',
    path: 'testator/findAllMenuByRoleId',
    auth: DASHBOARD_ROLES,
    tag: 'menus',
    summary: 'Top-level menus of the caller’s role',
    query: ZMenusQuery,
    response: ZMenusResponse,
  }),
  subMenus: endpoint({
    method: 'GET',
    path: 'testator/findAllSubMenuByMenuId',
    auth: DASHBOARD_ROLES,
    tag: 'menus',
    summary: 'Items of one menu; status exits carries a message when the menu cannot be opened yet',
    query: ZSubMenusQuery,
    response: ZSubMenusResponse,
  }),
};
