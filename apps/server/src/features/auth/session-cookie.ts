// DESIGN §9 and issue 23: a new tab of a signed-in browser is signed in too. Each tab keeps its token in
// sessionStorage (the spec); the browser keeps the session in a cookie that scripts cannot read (HttpOnly),
// that no other site's page can send (SameSite=Strict), that travels only to the two session calls (Path)
// and only over https when the site is (Secure), and that ends with the browser (no Max-Age). The token in
// it is checked like any other: logout and a password change revoke it on the server.

export const SESSION_COOKIE = 'vasiyat_session';
export const SESSION_COOKIE_PATH = '/api/wst/auth/session';

/** The Set-Cookie value that keeps `token` for this browser's session; an empty token clears it. */
export function sessionCookie(token: string, options: { secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=${token}`, `Path=${SESSION_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (!token) parts.push('Max-Age=0');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The session cookie's token from a Cookie header, if any. */
export function sessionTokenOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length) return value.join('=') || undefined;
  }
  return undefined;
}
