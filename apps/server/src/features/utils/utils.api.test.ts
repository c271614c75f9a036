import { brotliDecompressSync } from 'node:zlib';
import { LANGUAGES } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await startApiTest();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/wst/utils/${url}` });

describe('GET utils/languages', () => {
  it('lists the language registry’s languages in its order with their native names, without a token', async () => {
    const response = await get('languages');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual(
      LANGUAGES.map((language) => ({ languageId: expect.any(Number), languageCode: language.code, languageName: language.nativeName })),
    );
    expect(list).toHaveLength(9);
  });
});

describe('GET utils/labels', () => {
  it('sends a browser that takes brotli the same labels compressed once, and anyone else plain JSON', async () => {
    const plain = await get('labels?language=hi');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/wst/utils/labels?language=hi',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('refuses a language the registry does not hold, instead of answering in English', async () => {
    for (const code of ['fr', 'pa', 'xx-IN']) {
      const response = await get(`labels?language=${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'validation' });
    }
    // A region is ignored, and no language at all is English.
    expect((await get('labels?language=hi-IN')).json().homeLogin).toBe((await get('labels?language=hi')).json().homeLogin);
    expect((await get('labels')).json().homeLogin).toBe('Login');
  });

  it('gives every label in English', async () => {
    const labels = (await get('labels?language=en')).json();
    expect(labels.homeLogin).toBe('Login');
    expect(labels.commonEmail).toBe('Email');
    expect(labels.loginSuccess).toBe('Login successful!');
    expect(Object.keys(labels).length).toBeGreaterThan(500);
    // The deed's words, the execution kit, the check's findings and the mails are worded by the server, not sent to browsers.
    expect(labels.willKitSignText).toBeUndefined();
    expect(labels.mailOtpSubject).toBeUndefined();
    expect(labels.exportReadmeTitle).toBeUndefined();
    expect(labels.willFindingWitnessesMissing).toBeUndefined();
    expect(labels.willDocTitle).toBeUndefined();
    expect(labels.willCheckTitle).toBe('Before you sign: the will check');
  });

  it('gives the same keys in Hindi and Tamil, translated', async () => {
    const en = (await get('labels?language=en')).json();
    const hi = (await get('labels?language=hi')).json();
    const ta = (await get('labels?language=ta')).json();
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
    expect(hi.homeLogin).not.toBe(en.homeLogin);
    expect(hi.homeLogin).toMatch(/[\u0900-\u097F]/);
    expect(ta.homeLogin).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('serves every language in its own script, with the same keys as English', async () => {
    const en = (await get('labels?language=en')).json();
    const scripts: Record<string, RegExp> = {
      mr: /[\u0900-\u097F]/,
      te: /[\u0C00-\u0C7F]/,
      kn: /[\u0C80-\u0CFF]/,
      ml: /[\u0D00-\u0D7F]/,
      gu: /[\u0A80-\u0AFF]/,
      bn: /[\u0980-\u09FF]/,
    };
    for (const [code, script] of Object.entries(scripts)) {
      const labels = (await get(`labels?language=${code}`)).json();
      expect(Object.keys(labels).sort(), code).toEqual(Object.keys(en).sort());
      expect(labels.homeLogin, code).toMatch(script);
      expect(labels.willCheckTitle, code).toMatch(script);
    }
  });

  it('falls back to English key by key when a translation is missing', async () => {
    await t.pool.query(
      `DELETE FROM labels WHERE key = 'homeRegister' AND language_id = (SELECT language_id FROM languages WHERE language_code = 'hi')`,
    );
    // A fresh app: labels are cached for a short while per process.
    const { createI18n } = await import('../../platform/i18n/service.ts');
    const labels = await createI18n(t.db).findLabels('hi');
    expect(labels.homeRegister).toBe('Register');
    expect(labels.homeLogin).toMatch(/[\u0900-\u097F]/);
  });
});
