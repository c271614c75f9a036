import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';
import { bearer, createUser, personInput, pngData, registerForm } from '../../test/fixtures.ts';
import { htmlText, parseMail, partOf } from '../../test/mime.ts';
import { type OidcIssuer, startOidcIssuer } from '../../test/oidc-issuer.ts';

// The four mails (issue 12) as the local SMTP server receives them: both parts, in the person's language and the
// product's layout, the code in both parts of the code mails, nothing secret in any; the new-sign-in notice for a
// new browser or address only, and the download notice for a download only. Notices go out in the background, so
// "no mail" is read once every notice in flight has settled (no sleeps), and "a mail" with the sink's waiting reader.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_WINDOWS_UPDATED = CHROME_WINDOWS.replace('Chrome/131', 'Chrome/132');
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

let t: ApiTest;
let issuer: OidcIssuer;

beforeAll(async () => {
  issuer = await startOidcIssuer();
  t = await startApiTest({ google: issuer.google });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

type Call = { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string };
const call = (test: ApiTest, method: 'GET' | 'POST', path: string, options: Call = {}) =>
  test.app.inject({
    method,
    url: `/api/wst/${path}`,
    payload: options.payload as object,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });

type Mail = { subject: string; text: string; html: string; shown: string; raw: string };

/** The newest mail to `to` after the `since`-th, by the sink's waiting reader, with both parts decoded. */
async function mailTo(to: string, since: number): Promise<Mail> {
  const { raw } = await t.smtp.latestTo(to, { since });
  const parsed = parseMail(raw);
  const html = partOf(parsed, 'text/html');
  return { subject: parsed.subject, text: partOf(parsed, 'text/plain'), html, shown: htmlText(html), raw };
}

/** Every mail to `to` after the `since`-th, once every notice in flight has gone out. */
async function mailsTo(test: ApiTest, to: string, since: number) {
  await test.services.auth.notices.settled();
  return test.smtp.received.slice(since).filter((mail) => mail.to.includes(to));
}

/** A date and time as the mail must write it, for either side of a minute's turn during the call. */
const whenIn = (language: string, before: Date, after: Date) =>
  [before, after].map((at) =>
    new Intl.DateTimeFormat(`${language}-IN`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      timeZoneName: 'short',
    }).format(at),
  );

/** A registration through the real calls in a language: the code from the mail, then verify-otp. */
async function register(language: string, firstName: string) {
  const form = registerForm({ firstName });
  const since = t.smtp.received.length;
  const check = await call(t, 'POST', 'auth/check-registration', { payload: form, headers: { 'accept-language': language } });
  expect(check.statusCode).toBe(200);
  const code = await t.smtp.codeFor(form.email, { since });
  const verify = await call(t, 'POST', 'auth/verify-otp', { payload: { otpNumber: code, register: check.json().register } });
  expect(verify.statusCode).toBe(200);
  return form;
}

const signIn = (email: string, password: string, userAgent: string, remoteAddress?: string) =>
  call(t, 'POST', 'auth/login', { payload: { username: email, password }, headers: { 'user-agent': userAgent }, remoteAddress });

/** Nothing a mail may carry: the password, the session token, an identity number. */
function expectNoSecrets(mail: Mail, secrets: string[]) {
  for (const secret of secrets) {
    expect(mail.raw).not.toContain(secret);
    expect(mail.text).not.toContain(secret);
    expect(mail.html).not.toContain(secret);
  }
}

describe('the code mails', () => {
  it('writes the registration code in Marathi, in both parts, in the product’s layout', async () => {
    const form = registerForm({ firstName: 'Sunanda' });
    const since = t.smtp.received.length;
    const check = await call(t, 'POST', 'auth/check-registration', { payload: form, headers: { 'accept-language': 'mr' } });
    expect(check.statusCode).toBe(200);
    const mail = await mailTo(form.email, since);
    const code = /(\d{6})$/.exec(mail.subject)?.[1] ?? 'no code';
    expect(mail.subject).toBe(`आपला Vasiyat पडताळणी कोड: ${code}`);
    expect(mail.text.split('\n')).toContain(`    ${code}`);
    // No name: the form that asked for the code may not be the mailbox owner's (issue 24).
    expect(mail.text).toContain(`नमस्कार,\n\nआपला पडताळणी कोड ${code} आहे. आपल्या ईमेलची खात्री करण्यासाठी तो नोंदणीच्या स्क्रीनवर भरा.`);
    expect(mail.text).toContain('Vasiyat च्या नोंदणी फॉर्ममध्ये हा पत्ता भरला गेल्यामुळे आपल्याला हा ईमेल आला आहे.');
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('<html lang="mr" dir="ltr">');
    expect(mail.shown).toContain(`आपला पडताळणी कोड ${code} आहे.`);
    expect(mail.shown).toContain('Vasiyat च्या नोंदणी फॉर्ममध्ये हा पत्ता भरला गेल्यामुळे आपल्याला हा ईमेल आला आहे.');
    // The header in the app's teal with the gold ribbon, the card in tables that mail clients draw alike.
    expect(mail.html).toContain('bgcolor="#0c5450"');
    expect(mail.html).toContain('border-bottom:4px solid #f4d58d');
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).not.toMatch(/<(script|style|svg)\b/);
    expectNoSecrets(mail, [form.password]);
    // The code in the mail is the one that verifies the address.
    const verify = await call(t, 'POST', 'auth/verify-otp', { payload: { otpNumber: code, register: check.json().register } });
    expect(verify.json()).toEqual({ status: 'success', message: 'Your email is verified. Please log in.' });
  });

  it('writes the password reset code in the language the person registered in (Tamil)', async () => {
    const form = await register('ta', 'Meenakshi');
    const since = t.smtp.received.length;
    // The request itself comes from an English browser: the mail follows the account's language.
    expect((await call(t, 'POST', 'auth/forgot-password', { payload: { email: form.email } })).statusCode).toBe(200);
    const mail = await mailTo(form.email, since);
    const code = /(\d{6})$/.exec(mail.subject)?.[1] ?? 'no code';
    expect(mail.subject).toBe(`உங்கள் வசியத் கடவுச்சொல் மீட்டமைப்புக் குறியீடு: ${code}`);
    expect(mail.text).toContain(`அன்புள்ள Meenakshi,`);
    expect(mail.text.split('\n')).toContain(`    ${code}`);
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain('<html lang="ta" dir="ltr">');
    const footer = 'இந்த முகவரியுடைய Vasiyat கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வந்துள்ளது.';
    expect(mail.text).toContain(footer);
    expect(mail.shown).toContain(footer);
    expectNoSecrets(mail, [form.password]);
    const reset = await call(t, 'POST', 'auth/reset-password', {
      payload: { email: form.email, otpNumber: code, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('the new-sign-in notice', () => {
  it('is not sent on the first sign-in, nor for a browser and address seen before, nor for a failed sign-in', async () => {
    const form = await register('mr', 'Sunanda');
    const since = t.smtp.received.length;
    expect((await signIn(form.email, form.password, CHROME_WINDOWS)).statusCode).toBe(200);
    expect(await mailsTo(t, form.email, since)).toEqual([]);
    expect((await signIn(form.email, form.password, CHROME_WINDOWS)).statusCode).toBe(200);
    // A browser's update is not a new browser.
    expect((await signIn(form.email, form.password, CHROME_WINDOWS_UPDATED)).statusCode).toBe(200);
    expect((await signIn(form.email, 'a wrong password', FIREFOX_ANDROID)).statusCode).toBe(401);
    expect(await mailsTo(t, form.email, since)).toEqual([]);
  });

  it('is sent in the person’s language for a new browser, then not again for it, and again for a new address', async () => {
    const form = await register('mr', 'Sunanda');
    expect((await signIn(form.email, form.password, CHROME_WINDOWS)).statusCode).toBe(200);
    let since = t.smtp.received.length;
    const before = new Date();
    const answer = await signIn(form.email, form.password, FIREFOX_ANDROID);
    const after = new Date();
    expect(answer.statusCode).toBe(200);
    const mail = await mailTo(form.email, since);
    expect(mail.subject).toBe('आपल्या Vasiyat खात्यात नवीन साइन इन');
    const when = whenIn('mr', before, after);
    expect(when[0]).toMatch(/[०-९]/);
    expect(when.map((text) => mail.text.includes(`केव्हा: ${text}`))).toContain(true);
    expect(when.map((text) => mail.shown.includes(text))).toContain(true);
    for (const line of ['ब्राउझर: Android वर Firefox', 'इंटरनेट पत्ता (IP): 127.0.0.1', 'साइन इनची पद्धत: ईमेल आणि पासवर्ड']) {
      expect(mail.text).toContain(line);
    }
    for (const value of ['Android वर Firefox', '127.0.0.1', 'ईमेल आणि पासवर्ड']) expect(mail.shown).toContain(value);
    const ifNotYou =
      'हे आपण नसाल, तर साइन इन पानावरील "पासवर्ड विसरलात?" वापरून आत्ताच आपला पासवर्ड रीसेट करा. नवीन पासवर्ड ठेवताच या सत्रासह सर्व सत्रे लगेच संपतात.';
    expect(mail.text).toContain(ifNotYou);
    expect(mail.shown).toContain(ifNotYou);
    expect(mail.text).toContain('माझा पासवर्ड रीसेट करा: http://localhost:8080/forgot-password');
    expect(mail.html).toContain('href="http://localhost:8080/forgot-password"');
    expect(mail.html).toContain('<html lang="mr" dir="ltr">');
    expectNoSecrets(mail, [form.password, answer.json().jwt]);
    expect(await mailsTo(t, form.email, since)).toHaveLength(1);

    since = t.smtp.received.length;
    expect((await signIn(form.email, form.password, FIREFOX_ANDROID)).statusCode).toBe(200);
    expect(await mailsTo(t, form.email, since)).toEqual([]);

    expect((await signIn(form.email, form.password, FIREFOX_ANDROID, '203.0.113.7')).statusCode).toBe(200);
    const fromElsewhere = await mailTo(form.email, since);
    expect(fromElsewhere.text).toContain('इंटरनेट पत्ता (IP): 203.0.113.7');
    expect(await mailsTo(t, form.email, since)).toHaveLength(1);

    // The log keeps the browser and system of each sign-in (for the next comparison), never the whole header.
    const { rows } = await t.pool.query(
      `SELECT ip, details FROM audit_log WHERE event = 'login.succeeded' AND user_id = (SELECT id FROM users WHERE email = $1) ORDER BY id`,
      [form.email],
    );
    expect(rows).toEqual([
      { ip: '127.0.0.1', details: { browser: 'Chrome', system: 'Windows' } },
      { ip: '127.0.0.1', details: { browser: 'Firefox', system: 'Android' } },
      { ip: '127.0.0.1', details: { browser: 'Firefox', system: 'Android' } },
      { ip: '203.0.113.7', details: { browser: 'Firefox', system: 'Android' } },
    ]);
  });

  it('treats a sign-in recorded before browsers were as known by its address alone', async () => {
    const user = await createUser(t);
    await t.pool.query(`INSERT INTO audit_log (event, user_id, ip) VALUES ('login.succeeded', $1, '127.0.0.1')`, [user.userId]);
    const since = t.smtp.received.length;
    expect((await signIn(user.email, user.password, SAFARI_IPHONE)).statusCode).toBe(200);
    expect(await mailsTo(t, user.email, since)).toEqual([]);
  });

  it('is sent for Google sign-ins too (English here), but not on the one that created the account', async () => {
    const google = async (userAgent: string) => {
      const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
      const cookie = String(start.headers['set-cookie']).split(';')[0]!;
      const approved = await fetch(String(start.headers.location), { redirect: 'manual' });
      const callback = new URL(approved.headers.get('location')!);
      const done = await t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie, 'user-agent': userAgent },
      });
      expect(String(done.headers.location)).toMatch(/^\/login#jwt=/);
      return String(done.headers.location).slice('/login#jwt='.length);
    };
    issuer.signInAs({
      sub: 'mail-google-1',
      email: 'kavya.nair@example.in',
      email_verified: true,
      given_name: 'Kavya',
      family_name: 'Nair',
    });
    const since = t.smtp.received.length;
    await google(CHROME_WINDOWS);
    await google(CHROME_WINDOWS);
    expect(await mailsTo(t, 'kavya.nair@example.in', since)).toEqual([]);
    const before = new Date();
    const jwt = await google(SAFARI_IPHONE);
    const after = new Date();
    const mail = await mailTo('kavya.nair@example.in', since);
    expect(mail.subject).toBe('New sign-in to your Vasiyat account');
    expect(mail.text).toContain('Dear Kavya,');
    expect(mail.text).toContain('Browser: Safari on iOS');
    expect(mail.text).toContain('Signed in with: Google');
    expect(whenIn('en', before, after).map((text) => mail.text.includes(`When: ${text}`))).toContain(true);
    expect(mail.shown).toContain('If this was not you, reset your password now with "Forgot password?" on the sign-in page.');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expectNoSecrets(mail, [jwt]);
    expect(await mailsTo(t, 'kavya.nair@example.in', since)).toHaveLength(1);
  });
});

describe('the notice that the will was downloaded', () => {
  it('is sent in Hindi for each PDF, DOCX and kept-version download, and not for a preview', async () => {
    const form = await register('hi', 'Ramesh');
    const jwt = (await signIn(form.email, form.password, CHROME_WINDOWS)).json().jwt as string;
    const userId = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).userId as number;
    const testator = (path: string, method: 'GET' | 'POST' = 'POST', payload: unknown = {}) =>
      call(t, method, `testator/${path}`, { payload: method === 'POST' ? payload : undefined, headers: bearer(jwt) });
    const identityNumber = '2345 6789 0124';
    const self = await testator('saveOrUpdate', 'POST', { ...personInput({ firstName: 'Ramesh', nhMasterId: null }), entityId: userId });
    expect(self.statusCode).toBe(200);
    const saved = await testator('saveIdentificationDetails', 'POST', [
      {
        entityId: userId,
        idType: 1,
        documentNo: identityNumber,
        files: [{ fileName: 'aadhaar.png', fileType: 'image/png', fileData: pngData() }],
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const { templates, languages } = (await testator('willTemplates', 'GET')).json();
    const templateId = templates[0].willTemplateId as number;
    const hindi = languages.find((language: { languageCode: string }) => language.languageCode === 'hi').languageId as number;

    let since = t.smtp.received.length;
    expect((await testator(`getTemplateDataById/${templateId}/${userId}/${hindi}`)).statusCode).toBe(200);
    // Refused downloads mail nothing either: another user's id, a format there is not.
    expect((await testator('downloadWill', 'POST', { templateId, userId: userId + 1000, fileFormat: 'pdf' })).statusCode).toBe(404);
    expect((await testator('downloadWill', 'POST', { templateId, fileFormat: 'odt' })).statusCode).toBe(400);
    expect(await mailsTo(t, form.email, since)).toEqual([]);

    const before = new Date();
    const pdf = await testator('downloadWill', 'POST', { templateId, languageId: hindi, fileFormat: 'pdf' });
    const after = new Date();
    expect(pdf.statusCode).toBe(200);
    const mail = await mailTo(form.email, since);
    expect(mail.subject).toBe('आपकी वसीयत Vasiyat से डाउनलोड की गई');
    expect(mail.text).toContain('प्रिय Ramesh,\n\nआपके Vasiyat खाते से अभी-अभी आपकी वसीयत की एक प्रति डाउनलोड की गई है।');
    expect(mail.text).toContain('फ़ॉर्मैट: PDF\n');
    expect(mail.text).toContain('इंटरनेट पता (IP): 127.0.0.1');
    expect(whenIn('hi', before, after).map((text) => mail.text.includes(`कब: ${text}`))).toContain(true);
    expect(whenIn('hi', before, after).map((text) => mail.shown.includes(text))).toContain(true);
    expect(mail.text).toContain('यदि यह आप ही थे, तो आपको कुछ भी करने की आवश्यकता नहीं है।');
    expect(mail.shown).toContain('सुरक्षा पृष्ठ पर देखें कि और क्या-क्या किया गया।');
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expectNoSecrets(mail, [form.password, jwt, identityNumber, identityNumber.replace(/ /g, '')]);
    expect(await mailsTo(t, form.email, since)).toHaveLength(1);

    since = t.smtp.received.length;
    expect((await testator('downloadWill', 'POST', { templateId, languageId: hindi, fileFormat: 'docx' })).statusCode).toBe(200);
    expect((await mailTo(form.email, since)).text).toContain('फ़ॉर्मैट: Word दस्तावेज़ (DOCX)');
    expect(await mailsTo(t, form.email, since)).toHaveLength(1);

    since = t.smtp.received.length;
    const [kept] = (await testator('willVersions', 'GET')).json();
    expect((await testator(`downloadWillVersion?versionId=${kept.versionId}`, 'GET')).statusCode).toBe(200);
    expect((await mailTo(form.email, since)).text).toContain('फ़ॉर्मैट: Word दस्तावेज़ (DOCX)');
    expect(await mailsTo(t, form.email, since)).toHaveLength(1);
  });

  it('is not sent for the administrator’s template preview', async () => {
    const admin = await createUser(t, { roleId: 13 });
    const [template] = (await call(t, 'GET', 'admin/willTemplates', { headers: bearer(admin.token) })).json();
    const since = t.smtp.received.length;
    const preview = await call(t, 'POST', 'admin/previewWillTemplate', {
      payload: { clauseContents: template.clauseContents },
      headers: bearer(admin.token),
    });
    expect(preview.statusCode).toBe(200);
    expect(JSON.parse(preview.body).pdfContent.length).toBeGreaterThan(0);
    await t.services.auth.notices.settled();
    expect(t.smtp.received.length).toBe(since);
  });
});

describe('when the mail server hangs or fails', () => {
  const lines: string[] = [];
  const sockets: Socket[] = [];
  let down: ApiTest;
  let hole: Server;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    down = await startApiTest({}, { logger: { level: 'warn', stream } });
    // In place of the SMTP server, one that takes the connection and never says a word (nodemailer waits 30 s).
    const port = Number(new URL(down.smtp.url).port);
    await down.smtp.close();
    hole = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hole.listen(port, '127.0.0.1', resolve));
  });
  /** Resolves once `count` connections have reached the silent server. */
  const connections = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (sockets.length >= count ? resolve() : hole.once('connection', () => setImmediate(check)));
      check();
    });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hole?.close(resolve));
    await down?.close();
  });

  it('signs in and downloads at once, and logs each mail that fails without what it said', async () => {
    const user = await createUser(down);
    const first = (userAgent: string) =>
      call(down, 'POST', 'auth/login', {
        payload: { username: user.email, password: user.password },
        headers: { 'user-agent': userAgent },
      });
    expect((await first(CHROME_WINDOWS)).statusCode).toBe(200);

    const started = performance.now();
    const answer = await first(FIREFOX_ANDROID);
    const signInMs = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    const { templates } = (await call(down, 'GET', 'testator/willTemplates', { headers: bearer(user.token) })).json();
    const downloadStarted = performance.now();
    const download = await call(down, 'POST', 'testator/downloadWill', {
      payload: { templateId: templates[0].willTemplateId, fileFormat: 'pdf' },
      headers: bearer(user.token),
    });
    const downloadMs = performance.now() - downloadStarted;
    expect(download.statusCode).toBe(200);
    // Both answered, and both their mails reach the silent server and wait there.
    await connections(2);
    // Waiting for the mail would take nodemailer's 30 s greeting timeout: half of it proves the answer did not wait,
    // and leaves a loaded machine's slow first render (a PDF in a cold worker) room.
    expect(signInMs).toBeLessThan(15_000);
    expect(downloadMs).toBeLessThan(15_000);
    console.info(`with the mail server hanging: sign-in answered in ${signInMs.toFixed(0)} ms, download in ${downloadMs.toFixed(0)} ms`);

    for (const socket of sockets) socket.destroy();
    await down.services.auth.notices.settled();
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'a notice mail could not be sent');
    expect(failures.map((line) => [line.notice, line.userId]).sort()).toEqual([
      ['new sign-in', user.userId],
      ['will downloaded', user.userId],
    ]);
    for (const failure of failures) expect(failure.err.type).toBe('Error');
    const logged = lines.join('\n');
    for (const secret of [user.password, user.email, user.token, answer.json().jwt]) expect(logged).not.toContain(secret);
  });
});
