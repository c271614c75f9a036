import { ROLE_TESTATOR } from '@vasiyat/contract';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Notices } from '../../platform/notices.ts';
import { issueToken } from '../../platform/tokens.ts';
import { recordSignIn } from '../auth/service.ts';

type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };
type FlowState = { state: string; nonce: string; verifier: string };
const FLOW_AUDIENCE = 'vasiyat-oidc-flow';

/**
 * Sign-in with Google (or any OpenID Connect issuer): authorization code flow with PKCE, state and nonce.
 * The flow's secrets travel in a short-lived signed HttpOnly cookie, so any server process can finish it.
 */
export function createGoogleService(deps: { db: Db; google: GoogleConfig; publicUrl: string; jwtSecret: Uint8Array; notices: Notices }) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const redirectUri = `${deps.publicUrl}/login/oauth2/code/google`;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(deps.google.issuer),
        deps.google.clientId,
        deps.google.clientSecret,
        undefined,
        deps.google.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  async function start(): Promise<{ location: string; flowCookie: string }> {
    const config = await configuration();
    const flow: FlowState = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const location = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    }).href;
    const flowCookie = await new SignJWT(flow)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(FLOW_AUDIENCE)
      .setExpirationTime('10m')
      .sign(deps.jwtSecret);
    return { location, flowCookie };
  }

  /** Finishes the flow and returns our own token; the account is found by Google subject, then by verified email. */
  async function finish(search: string, flowCookie: string, from: { ip: string; userAgent: string | undefined }): Promise<string> {
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = search;
    const { payload } = await jwtVerify(flowCookie, deps.jwtSecret, { algorithms: ['HS256'], audience: FLOW_AUDIENCE });
    const flow = payload as unknown as FlowState;
    const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const claims = tokens.claims();
    if (!claims?.sub || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new Error('The identity provider did not return a verified email');
    }
    const email = claims.email.trim().toLowerCase();
    const user = await deps.db.transaction(async (tx) => {
      const columns = {
        id: users.id,
        roleId: users.roleId,
        firstName: users.firstName,
        tokenVersion: users.tokenVersion,
        googleSubject: users.googleSubject,
      };
      const [bySubject] = await tx.select(columns).from(users).where(eq(users.googleSubject, claims.sub));
      if (bySubject) return bySubject;
      const [byEmail] = await tx.select(columns).from(users).where(eq(users.email, email)).for('update');
      if (byEmail) {
        if (byEmail.googleSubject && byEmail.googleSubject !== claims.sub)
          throw new Error('This email is linked to another Google account');
        await tx.update(users).set({ googleSubject: claims.sub }).where(eq(users.id, byEmail.id));
        return byEmail;
      }
      const [created] = await tx
        .insert(users)
        .values({
          email,
          googleSubject: claims.sub,
          firstName: typeof claims.given_name === 'string' && claims.given_name ? claims.given_name : email.split('@')[0]!,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
          roleId: ROLE_TESTATOR,
        })
        .returning(columns);
      return created!;
    });
    await recordSignIn(deps, { userId: user.id, ip: from.ip, userAgent: from.userAgent, method: 'google' });
    return issueToken(deps.jwtSecret, { userId: user.id, roleId: user.roleId, firstName: user.firstName, tokenVersion: user.tokenVersion });
  }

  return { start, finish };
}
export type GoogleService = ReturnType<typeof createGoogleService>;
