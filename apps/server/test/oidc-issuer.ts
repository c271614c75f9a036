import { OAuth2Server } from 'oauth2-mock-server';
import type { Config } from '../src/config.ts';

/**
 * A real OpenID Connect issuer on a local port standing in for Google's endpoints (DESIGN §10). The identity its next
 * ID token carries is set with `signInAs`; `google` is the configuration that points the app at it.
 */
export async function startOidcIssuer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  const google: NonNullable<Config['google']> = { clientId: 'vasiyat-test', clientSecret: 'test-secret', issuer: server.issuer.url! };
  return {
    server,
    google,
    signInAs(claims: Record<string, unknown>) {
      identity = claims;
    },
    stop: () => server.stop(),
  };
}
export type OidcIssuer = Awaited<ReturnType<typeof startOidcIssuer>>;
