import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@vasiyat/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, login, registerForm, registerUser } from '../../../test/fixtures.ts';
import { parseMail, partOf } from '../../../test/mime.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../platform/tokens.ts';
import { ensureAdministrator } from './service.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await startApiTest();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/wst/auth/${url}`, payload: payload as object, headers });
const userCount = async (email: string) =>
  Number((await t.pool.query('SELECT count(*) FROM users WHERE email = $1', [email])).rows[0].count);
/** A received mail's subject and plain text, decoded. */
const readMail = (raw: string) => {
  const parsed = parseMail(raw);
  return { subject: parsed.subject, text: partOf(parsed, 'text/plain') };
};
/** Moves the pending registration's clock back, as if time had passed. */
const age = (email: string, column: 'last_sent_at' | 'otp_expires_at' | 'send_window_start', interval: string) =>
  t.pool.query(`UPDATE pending_registrations SET ${column} = ${column} - interval '${interval}' WHERE email = $1`, [email]);

describe('registration with an emailed code', () => {
  it('keeps the registration pending until the code is verified, then creates a testator', async () => {
    const form = registerForm();
    const check = await post('check-registration', form);
    expect(check.statusCode).toBe(200);
    const body = check.json();
    expect(body.status).toBe('success');
    expect(body.resendAfterSeconds).toBe(60);
    expect(body.register).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'F',
      dob: '1970-03-14',
      contactNo: '9876543210',
      email: form.email,
      registrationToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(JSON.stringify(body)).not.toContain(form.password);
    expect(await userCount(form.email)).toBe(0);

    const mail = await t.smtp.latestTo(form.email);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = await t.smtp.codeFor(form.email);
    const stored = await t.pool.query('SELECT otp_hash FROM pending_registrations WHERE email = $1', [form.email]);
    expect(stored.rows[0].otp_hash).not.toContain(code);

    const verify = await post('verify-otp', { otpNumber: code, register: body.register });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ status: 'success', message: 'Your email is verified. Please log in.' });
    const user = await t.pool.query('SELECT role_id, first_name, dob, password_hash FROM users WHERE email = $1', [form.email]);
    expect(user.rows[0]).toMatchObject({ role_id: 21, first_name: 'Asha', dob: '1970-03-14' });
    expect(user.rows[0].password_hash).toMatch(/^\$argon2id\$/);

    const jwt = await login(t, form.email, form.password);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ firstName: 'Asha', roleId: 21, iss: 'vasiyat', aud: 'vasiyat-web' });
    expect(typeof claims.userId).toBe('number');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(12 * 3600);
  });

  it('writes the mail in the language the person registered in', async () => {
    const form = registerForm();
    await post('check-registration', form, { 'accept-language': 'hi' });
    const mail = await t.smtp.latestTo(form.email);
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    expect(subject).toMatch(/=\?UTF-8\?/i);
    expect(mail.raw).not.toContain('Your verification code is');
  });

  it('answers exists for an email that already has an account, and tells its owner by mail once an hour', async () => {
    const form = await registerUser(t);
    const before = t.smtp.received.length;
    const again = await post('check-registration', { ...form, firstName: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('exists');
    expect(again.json().message).toMatch(/already exists/);
    await t.services.auth.notices.settled();
    const notice = readMail((await t.smtp.latestTo(form.email, { since: before })).raw);
    expect(notice.subject).toBe('Someone tried to register with your email address');
    expect(notice.text).toContain('Dear Asha,');
    expect(notice.text).not.toContain('Other');
    expect(notice.text).toMatch(/Internet address \(IP\)/);
    // A second try within the hour: the same answer, no second mail (the form is no way to flood a mailbox).
    expect((await post('check-registration', form)).json().status).toBe('exists');
    await t.services.auth.notices.settled();
    expect(t.smtp.received.length).toBe(before + 1);
  });

  it('treats emails case-insensitively', async () => {
    const form = await registerUser(t);
    const again = await post('check-registration', { ...form, email: form.email.toUpperCase() });
    expect(again.json().status).toBe('exists');
  });

  // Issue 24: whoever sends the form for an address first must not set the password its owner then verifies.
  describe('the account takes the details of whoever holds the mailbox', () => {
    const mallory = (form: ReturnType<typeof registerForm>) => ({
      ...form,
      email: form.email.toUpperCase(),
      password: 'attacker password 1',
      firstName: 'Mallory',
      lastName: 'Mallory',
      dob: '1990-01-01',
      contactNo: '9000000001',
    });
    const account = async (email: string) =>
      (await t.pool.query('SELECT first_name, last_name, dob, contact_no FROM users WHERE email = $1', [email])).rows[0];
    const signsIn = async (email: string, password: string) => (await post('login', { username: email, password })).statusCode;

    it('attacker first: the owner who sends their own form later gets the account, with their details', async () => {
      const owner = registerForm();
      const since = t.smtp.received.length;
      const attacker = await post('check-registration', mallory(owner));
      expect(attacker.json().status).toBe('success');
      // The code mailed for the attacker's form reaches the owner, and says nothing the attacker chose.
      const attackerMail = readMail((await t.smtp.latestTo(owner.email, { since })).raw);
      expect(attackerMail.text).not.toMatch(/Mallory/);
      expect(attackerMail.text).toContain('Hello,');
      // Within the minute and after it: either way the owner's form replaces the attacker's.
      for (const wait of [false, true]) {
        if (wait) await age(owner.email, 'last_sent_at', '61 seconds');
        const mine = t.smtp.received.length;
        const check = await post('check-registration', owner);
        expect(check.json().status).toBe('success');
        if (wait) expect(t.smtp.received.length).toBe(mine + 1);
        else expect(t.smtp.received.length).toBe(mine);
        // The attacker holds their own token, never the code: the right code with their token is refused.
        const code = await t.smtp.codeFor(owner.email, { since });
        const stolen = await post('verify-otp', { otpNumber: code, register: attacker.json().register });
        expect(stolen.statusCode).toBe(400);
        expect(stolen.json().message).toMatch(/sent again/);
        if (!wait) continue;
        expect((await post('verify-otp', { otpNumber: code, register: check.json().register })).statusCode).toBe(200);
      }
      expect(await account(owner.email)).toEqual({ first_name: 'Asha', last_name: 'Rao', dob: '1970-03-14', contact_no: '9876543210' });
      expect(await signsIn(owner.email, 'attacker password 1')).toBe(401);
      expect(await signsIn(owner.email, owner.password)).toBe(200);
      for (const mail of t.smtp.received.slice(since)) expect(mail.raw).not.toMatch(/Mallory/);
    });

    it('victim first: a later form from someone else never puts its password on the owner’s account', async () => {
      const owner = registerForm();
      const since = t.smtp.received.length;
      const mine = await post('check-registration', owner);
      const code = await t.smtp.codeFor(owner.email, { since });
      // The attacker sends the form within the minute (no mail) and after it (a new code, to the owner).
      const attacker = await post('check-registration', mallory(owner));
      await age(owner.email, 'last_sent_at', '61 seconds');
      const later = await post('check-registration', mallory(owner));
      expect(later.json().status).toBe('success');
      const fresh = await t.smtp.codeFor(owner.email, { since: t.smtp.received.length - 1 });
      expect(fresh).not.toBe(undefined);
      for (const mail of t.smtp.received.slice(since)) expect(mail.raw).not.toMatch(/Mallory/);
      // The owner types the newest code: their own token no longer matches the details waiting, so nothing is
      // created with the attacker's; the attackers' tokens are refused too, with the code.
      const refused = await post('verify-otp', { otpNumber: fresh, register: mine.json().register });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/sent again/), messageKey: 'registerFormReplaced' });
      for (const stolen of [attacker, later]) {
        expect((await post('verify-otp', { otpNumber: code, register: stolen.json().register })).statusCode).toBe(400);
      }
      expect(await account(owner.email)).toBeUndefined();
      // The owner sends their form again (within the minute: no new mail) and verifies with the code they have.
      const again = await post('check-registration', owner);
      expect((await post('verify-otp', { otpNumber: fresh, register: again.json().register })).statusCode).toBe(200);
      expect(await account(owner.email)).toMatchObject({ first_name: 'Asha', contact_no: '9876543210' });
      expect(await signsIn(owner.email, 'attacker password 1')).toBe(401);
      expect(await signsIn(owner.email, owner.password)).toBe(200);
    });

    it('refuses a verify call without the token of the form (a client that dropped it)', async () => {
      const owner = registerForm();
      const since = t.smtp.received.length;
      const check = await post('check-registration', owner);
      const code = await t.smtp.codeFor(owner.email, { since });
      const { registrationToken: _token, ...bare } = check.json().register;
      expect((await post('verify-otp', { otpNumber: code, register: bare })).statusCode).toBe(400);
      expect(await account(owner.email)).toBeUndefined();
    });
  });

  it('takes new details once the pending registration has expired', async () => {
    const form = registerForm();
    await post('check-registration', form);
    await age(form.email, 'otp_expires_at', '11 minutes');
    await age(form.email, 'last_sent_at', '11 minutes');
    const since = t.smtp.received.length;
    const retry = { ...form, firstName: 'Ashwini', password: 'a new password 2' };
    const response = await post('check-registration', retry);
    expect(response.json().register.firstName).toBe('Ashwini');
    const code = await t.smtp.codeFor(form.email, { since });
    expect((await post('verify-otp', { otpNumber: code, register: response.json().register })).statusCode).toBe(200);
    expect((await post('login', { username: form.email, password: retry.password })).statusCode).toBe(200);
  });

  it('says an empty contact number is required, not that it is invalid', async () => {
    const response = await post('check-registration', { ...registerForm(), contactNo: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'contactNo', message: 'Contact number is required.' })]);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required.'],
    ['gender', { gender: 'Q' }, 'Choose a gender.'],
    ['dob', { dob: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    ['dob', { dob: '2024-02-30' }, 'Use a real date written yyyy-mm-dd.'],
    ['dob', { dob: '2015-01-01' }, 'You must be at least 18 years old to make a will.'],
    ['contactNo', { contactNo: '5123456789' }, 'Invalid mobile number. Enter a 10-digit valid number.'],
    ['email', { email: 'not-an-email' }, 'Invalid email format.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses a bad %s with a readable message and keeps nothing', async (path, change, message) => {
    const form = { ...registerForm(), ...change };
    const response = await post('check-registration', form);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.errors).toContainEqual(expect.objectContaining({ path, message, code: expect.any(String) }));
    const pending = await t.pool.query('SELECT 1 FROM pending_registrations WHERE email = $1', [form.email]);
    expect(pending.rowCount).toBe(0);
  });

  it('refuses a body that is not JSON with the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wst/auth/check-registration',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'invalid_json',
      messageKey: 'errorInvalidJson',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('one-time codes', () => {
  async function pending() {
    const form = registerForm();
    const since = t.smtp.received.length;
    const check = await post('check-registration', form);
    const code = await t.smtp.codeFor(form.email, { since });
    return { form, code, register: check.json().register };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a wrong code and creates no account', async () => {
    const { form, code, register } = await pending();
    const response = await post('verify-otp', { otpNumber: wrong(code), register });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'validation', message: 'Invalid OTP. Please try again.' });
    expect(await userCount(form.email)).toBe(0);
  });

  it('refuses an expired code', async () => {
    const { form, code, register } = await pending();
    await age(form.email, 'otp_expires_at', '11 minutes');
    const response = await post('verify-otp', { otpNumber: code, register });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The code has expired. Please request a new one.');
    expect(await userCount(form.email)).toBe(0);
  });

  it('accepts a code once only', async () => {
    const { code, register } = await pending();
    expect((await post('verify-otp', { otpNumber: code, register })).statusCode).toBe(200);
    const reuse = await post('verify-otp', { otpNumber: code, register });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/No registration is waiting/);
  });

  it('burns the code after five wrong tries: the sixth try fails even with the right code', async () => {
    const { form, code, register } = await pending();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await post('verify-otp', { otpNumber: wrong(code), register })).statusCode).toBe(400);
    }
    const sixth = await post('verify-otp', { otpNumber: code, register });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong codes. Please request a new code.');
    expect(await userCount(form.email)).toBe(0);
  });

  it('says how long the mailed code stays valid, apart from the wait before a new one (issue 23)', async () => {
    const form = registerForm();
    const first = (await post('check-registration', form)).json();
    expect(first).toMatchObject({ resendAfterSeconds: 60, codeValidForSeconds: OTP_TTL_SECONDS });
    // Sent again within the minute, three minutes into the code's life: the same code, with what it has left.
    await age(form.email, 'otp_expires_at', '3 minutes');
    const again = (await post('check-registration', form)).json();
    expect(again.codeValidForSeconds).toBeGreaterThanOrEqual(OTP_TTL_SECONDS - 180 - 2);
    expect(again.codeValidForSeconds).toBeLessThanOrEqual(OTP_TTL_SECONDS - 180);
    await age(form.email, 'last_sent_at', '61 seconds');
    expect((await post('resend-otp', { email: form.email })).json()).toMatchObject({ codeValidForSeconds: OTP_TTL_SECONDS });
  });

  it('refuses a resend within 60 s, then sends a new code that voids the old one', async () => {
    const { form, code, register } = await pending();
    const early = await post('resend-otp', { email: form.email });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/Please wait \d+ seconds/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    await age(form.email, 'last_sent_at', '61 seconds');
    const since = t.smtp.received.length;
    const resend = await post('resend-otp', { email: form.email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ status: 'success', resendAfterSeconds: 60 });
    const fresh = await t.smtp.codeFor(form.email, { since });

    if (fresh !== code) {
      const old = await post('verify-otp', { otpNumber: code, register });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('verify-otp', { otpNumber: fresh, register })).statusCode).toBe(200);
  });

  it('a new code also resets the wrong-try count', async () => {
    const { form, code, register } = await pending();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await post('verify-otp', { otpNumber: wrong(code), register });
    await age(form.email, 'last_sent_at', '61 seconds');
    const since = t.smtp.received.length;
    await post('resend-otp', { email: form.email });
    const fresh = await t.smtp.codeFor(form.email, { since });
    expect((await post('verify-otp', { otpNumber: fresh, register })).statusCode).toBe(200);
  });

  it('sends at most five codes an hour', async () => {
    const { form } = await pending();
    for (let sent = 1; sent < 5; sent++) {
      await age(form.email, 'last_sent_at', '61 seconds');
      expect((await post('resend-otp', { email: form.email })).statusCode).toBe(200);
    }
    await age(form.email, 'last_sent_at', '61 seconds');
    const sixth = await post('resend-otp', { email: form.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many codes/);
  });

  it('answers a resend for an unknown email like any other, and sends nothing', async () => {
    const before = t.smtp.received.length;
    const response = await post('resend-otp', { email: 'nobody-here@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect(t.smtp.received.length).toBe(before);
  });

  it('spends at most five tries of a code however many wrong codes arrive at once', async () => {
    const { form, code, register } = await pending();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('verify-otp', { otpNumber: wrong(code), register }).then((r) => r.json().message)),
    );
    expect(answers.filter((message) => message === 'Invalid OTP. Please try again.').length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS - 1);
    const stored = await t.pool.query('SELECT otp_attempts FROM pending_registrations WHERE email = $1', [form.email]);
    expect(stored.rows[0].otp_attempts).toBe(OTP_MAX_ATTEMPTS);
    expect((await post('verify-otp', { otpNumber: code, register })).statusCode).toBe(400);
    expect(await userCount(form.email)).toBe(0);
  });

  it('refuses a code that is not six digits', async () => {
    const { register } = await pending();
    const response = await post('verify-otp', { otpNumber: '12ab', register });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The code has 6 digits.');
  });
});

describe('login, tokens and logout', () => {
  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const user = await createUser(t);
    const wrongPassword = await post('login', { username: user.email, password: 'not the password' });
    const unknown = await post('login', { username: 'nobody@example.in', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().message).toBe('Invalid credentials. Please try again.');
  });

  it('refuses a login without a password with 400', async () => {
    const response = await post('login', { username: 'a@example.in' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
  });

  it('pauses an account after ten failed logins, even with the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) await post('login', { username: user.email, password: 'wrong password' });
    const locked = await post('login', { username: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
  });

  it('evaluates at most ten passwords of an account however many arrive at once', async () => {
    const user = await createUser(t);
    // Thirty wrong passwords at once from thirty addresses, so the per-IP limit plays no part.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/wst/auth/login',
          payload: { username: user.email, password: `wrong password ${i}` },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const failed = await t.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1 AND event = 'login.failed'", [
      user.userId,
    ]);
    expect(failed.rows[0].n).toBe(10);
    expect((await post('login', { username: user.email, password: user.password })).statusCode).toBe(429);
  });

  const menus = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/wst/testator/findAllMenuByRoleId?roleId=21&code=en', headers });

  it('answers 401 without a token, with a tampered token and with a token signed by another key', async () => {
    const user = await createUser(t);
    expect((await menus({})).statusCode).toBe(401);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, roleId: 13 })).toString('base64url');
    expect((await menus(bearer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await menus(bearer(unsigned))).statusCode).toBe(401);
    expect((await menus({ authorization: `Basic ${user.token}` })).statusCode).toBe(401);
    const response = await menus(bearer('garbage'));
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('error');
  });

  it('answers 401 to a token of another issuer or audience, an expired one, and one not HS256', async () => {
    const user = await createUser(t);
    const claims = { userId: user.userId, roleId: user.roleId, firstName: 'Ravi', tv: 0 };
    const sign = (edit: (jwt: SignJWT) => SignJWT, alg = 'HS256', key: Uint8Array = t.config.jwtSecret) =>
      edit(new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(String(user.userId)).setIssuedAt()).sign(key);
    const good = await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('1h'));
    expect((await menus(bearer(good))).statusCode).toBe(200);
    for (const bad of [
      await sign((jwt) => jwt.setIssuer('someone-else').setAudience(TOKEN_AUDIENCE).setExpirationTime('1h')),
      await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience('another-app').setExpirationTime('1h')),
      await sign((jwt) =>
        jwt
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60),
      ),
      await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE)),
      await sign(
        (jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('1h'),
        'HS512',
        new Uint8Array(64).fill(7),
      ),
      await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('1h'), 'HS512', t.config.jwtSecret),
    ]) {
      expect((await menus(bearer(bad))).statusCode).toBe(401);
    }
  });

  it('logout revokes every earlier token of the user', async () => {
    const user = await createUser(t);
    const second = await login(t, user.email, user.password);
    expect((await menus(bearer(user.token))).statusCode).toBe(200);
    const out = await post('logout', {}, bearer(user.token));
    expect(out.statusCode).toBe(200);
    expect((await menus(bearer(user.token))).statusCode).toBe(401);
    expect((await menus(bearer(second))).statusCode).toBe(401);
    const fresh = await login(t, user.email, user.password);
    expect((await menus(bearer(fresh))).statusCode).toBe(200);
  });

  it('writes sign-in events to the audit log without secrets', async () => {
    const user = await createUser(t);
    await login(t, user.email, user.password);
    const { rows } = await t.pool.query('SELECT event, details FROM audit_log WHERE user_id = $1', [user.userId]);
    expect(rows.map((r) => r.event)).toContain('login.succeeded');
    expect(JSON.stringify(rows)).not.toContain(user.password);
    await expect(t.pool.query('DELETE FROM audit_log WHERE user_id = $1', [user.userId])).rejects.toThrow(/append-only/);
  });
});

describe('forgot password', () => {
  /** Asks for a reset code for `email` and returns it from the mail. */
  async function resetCode(email: string): Promise<string> {
    const since = t.smtp.received.length;
    const response = await post('forgot-password', { email });
    expect(response.statusCode).toBe(200);
    return t.smtp.codeFor(email, { since });
  }

  it('answers the same whether or not an account has the email, and mails only an account', async () => {
    const user = await createUser(t);
    const before = t.smtp.received.length;
    const unknown = await post('forgot-password', { email: 'nobody-at-all@example.in' });
    const known = await post('forgot-password', { email: user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await t.smtp.latestTo(user.email, { since: before });
    expect(mail.raw).toMatch(/reset/i);
    expect(t.smtp.received.slice(before).some((m) => m.to.includes('nobody-at-all@example.in'))).toBe(false);
    const stored = await t.pool.query('SELECT otp_hash FROM password_resets WHERE user_id = $1', [user.userId]);
    expect(stored.rows[0].otp_hash).not.toContain(await t.smtp.codeFor(user.email, { since: before }));
  });

  it('sets the new password with the mailed code, ends every earlier session and clears a lockout', async () => {
    const user = await createUser(t);
    const other = await login(t, user.email, user.password);
    for (let i = 0; i < 10; i++) await post('login', { username: user.email, password: 'wrong password' });
    const code = await resetCode(user.email);
    const reset = await post('reset-password', { email: user.email, otpNumber: code, password: 'my new passphrase 7' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'success', message: 'Your password has been changed. Please log in with the new password.' });
    for (const token of [user.token, other]) {
      const menus = await t.app.inject({
        method: 'GET',
        url: '/api/wst/testator/findAllMenuByRoleId?roleId=21&code=en',
        headers: bearer(token),
      });
      expect(menus.statusCode).toBe(401);
    }
    expect((await post('login', { username: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('login', { username: user.email, password: 'my new passphrase 7' })).statusCode).toBe(200);
    // The code is spent.
    expect((await post('reset-password', { email: user.email, otpNumber: code, password: 'another one 88' })).statusCode).toBe(400);
  });

  it('refuses a wrong, expired or burnt code, an unknown email and a short password with the same words, and changes nothing', async () => {
    const user = await createUser(t);
    const code = await resetCode(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refusal = (await post('reset-password', { email: user.email, otpNumber: wrong, password: 'new passphrase 1' })).json();
    expect(refusal).toMatchObject({ code: 'validation', messageKey: 'resetInvalidCode' });
    const unknown = await post('reset-password', { email: 'nobody-here@example.in', otpNumber: code, password: 'new passphrase 1' });
    expect(unknown.json()).toEqual(refusal);
    const short = await post('reset-password', { email: user.email, otpNumber: code, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual(expect.objectContaining({ path: 'password' }));
    // Burn the code: five wrong tries in all (one above), then even the right code is refused.
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      await post('reset-password', { email: user.email, otpNumber: wrong, password: 'new passphrase 1' });
    }
    const burnt = await post('reset-password', { email: user.email, otpNumber: code, password: 'new passphrase 1' });
    expect(burnt.json()).toEqual(refusal);
    expect((await post('login', { username: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('keeps to the code limits: a minute between codes, then a new code voids the old one; expired codes fail', async () => {
    const user = await createUser(t);
    const first = await resetCode(user.email);
    const since = t.smtp.received.length;
    expect((await post('forgot-password', { email: user.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.received.length).toBe(since);
    await t.pool.query("UPDATE password_resets SET last_sent_at = last_sent_at - interval '61 seconds' WHERE user_id = $1", [user.userId]);
    const second = await resetCode(user.email);
    if (second !== first) {
      expect((await post('reset-password', { email: user.email, otpNumber: first, password: 'new passphrase 1' })).statusCode).toBe(400);
    }
    await t.pool.query("UPDATE password_resets SET otp_expires_at = now() - interval '1 second' WHERE user_id = $1", [user.userId]);
    expect((await post('reset-password', { email: user.email, otpNumber: second, password: 'new passphrase 1' })).statusCode).toBe(400);
  });
});

describe('administrator bootstrap', () => {
  it('creates the administrator once and never changes an existing account', async () => {
    const email = `admin.${Date.now()}@example.in`;
    expect(await ensureAdministrator(t.db, email, 'first password 1')).toBe('created');
    expect(await ensureAdministrator(t.db, email, 'second password 2')).toBe('exists');
    const jwt = await login(t, email, 'first password 1');
    expect(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).roleId).toBe(13);
    expect((await post('login', { username: email, password: 'second password 2' })).statusCode).toBe(401);
  });
});

describe('a new tab of a signed-in browser (issue 23, DESIGN §9)', () => {
  const cookieOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().join('\n');
  const resume = (cookie?: string) => post('session/resume', {}, cookie ? { cookie } : {});

  it('keeps the session in an HttpOnly, SameSite=Strict cookie for the session calls only, and gives it to a new tab', async () => {
    const user = await createUser(t);
    const kept = await post('session', {}, bearer(user.token));
    expect(kept.statusCode).toBe(200);
    const cookie = cookieOf(kept.headers['set-cookie']);
    expect(cookie).toBe(`vasiyat_session=${user.token}; Path=/api/wst/auth/session; HttpOnly; SameSite=Strict`);

    const tab = await resume(`other=1; vasiyat_session=${user.token}`);
    expect(tab.statusCode).toBe(200);
    expect(tab.json()).toEqual({ jwt: user.token });
    // The token from the cookie opens the API like the first tab's.
    const opened = await t.app.inject({ method: 'GET', url: '/api/wst/account/securityEvents', headers: bearer(tab.json().jwt) });
    expect(opened.statusCode).toBe(200);
  });

  it('gives no session without the cookie, with a forged one, or to a caller who is not signed in', async () => {
    expect((await resume()).json()).toEqual({ jwt: null });
    expect((await resume('vasiyat_session=not.a.token')).json()).toEqual({ jwt: null });
    const forged = await new SignJWT({ userId: 1, roleId: 21, tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await resume(`vasiyat_session=${forged}`)).json()).toEqual({ jwt: null });
    expect((await post('session', {})).statusCode).toBe(401);
  });

  it('ends with logout: the cookie is cleared and the token it held is refused on the server', async () => {
    const user = await createUser(t);
    await post('session', {}, bearer(user.token));
    const out = await post('logout', {}, bearer(user.token));
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers['set-cookie'])).toBe('vasiyat_session=; Path=/api/wst/auth/session; HttpOnly; SameSite=Strict; Max-Age=0');
    // A browser that kept the cookie anyway (another device, a copy) gets nothing from it.
    expect((await resume(`vasiyat_session=${user.token}`)).json()).toEqual({ jwt: null });
  });
});
