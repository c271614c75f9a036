// What the web's component tests stand in for: a session token the store can read (unsigned: the browser never
// checks signatures) and a JSON answer from the API.

/** A JWT-shaped token carrying `claims`, as the session store decodes it. */
export function tokenFor(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

/** An API answer with a JSON body. */
export const respond = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
