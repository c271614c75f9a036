import { DEFAULT_LANGUAGE, STORAGE_LANGUAGE_KEY, shellEndpoints } from '@vasiyat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_FACES } from './lib/fonts.ts';
import { i18n } from './lib/i18n.ts';

const fetchMock = vi.fn<typeof fetch>();
const labels = (word: string) => Promise.resolve(new Response(JSON.stringify({ loginTitle: word }), { status: 200 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.vasiyatEarlyStart = undefined;
});

describe('boot.ts', () => {
  it('keeps the contract’s storage key, default language and labels address', async () => {
    const { BOOT_FACTS } = await import('./boot.ts');
    expect(BOOT_FACTS).toEqual({
      storageKey: STORAGE_LANGUAGE_KEY,
      defaultLanguage: DEFAULT_LANGUAGE,
      labelsPath: `/api/wst/${shellEndpoints.labels.path}`,
    });
  });

  it('preloads the body face of exactly the languages lib/fonts.ts draws with a face of their own', async () => {
    const { BODY_FACE_FILES } = await import('./boot.ts');
    expect(Object.keys(BODY_FACE_FILES).sort()).toEqual(Object.keys(SCRIPT_FACES).sort());
    for (const [language, file] of Object.entries(BODY_FACE_FILES)) {
      const script = SCRIPT_FACES[language]!.family.split(' ').at(-1)!.toLowerCase();
      expect(file).toMatch(new RegExp(`noto-sans-${script}-${script}-400-normal[^/]*\\.woff2$`));
    }
  });

  it('asks for the stored language’s labels and preloads its face, and the app takes that answer instead of asking again', async () => {
    localStorage.setItem(STORAGE_LANGUAGE_KEY, 'hi');
    fetchMock.mockImplementation(() => labels('लॉग इन'));
    const { startEarly } = await import('./boot.ts');
    startEarly();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/wst/utils/labels?language=hi');
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
    expect(preload?.getAttribute('href')).toMatch(/noto-sans-devanagari-devanagari-400-normal/);
    expect(preload?.crossOrigin).toBe('anonymous');

    const { applyLanguage } = await import('./lib/i18n.ts');
    await applyLanguage('hi');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(i18n.t('loginTitle')).toBe('लॉग इन');
    expect(window.vasiyatEarlyStart).toBeUndefined();
  });

  it('is no use to another language: the app asks for that one itself', async () => {
    fetchMock.mockImplementation(() => labels('Log in'));
    const { startEarly } = await import('./boot.ts');
    startEarly();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/wst/utils/labels?language=en');
    expect(document.head.querySelector('link[rel="preload"][as="font"]')).toBeNull();

    fetchMock.mockImplementation(() => labels('வணக்கம்'));
    const { applyLanguage } = await import('./lib/i18n.ts');
    await applyLanguage('ta');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/wst/utils/labels?language=ta');
    expect(i18n.t('loginTitle')).toBe('வணக்கம்');
  });

  it('leaves the labels to the app when its request fails', async () => {
    localStorage.setItem(STORAGE_LANGUAGE_KEY, 'mr');
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('', { status: 503 })));
    const { startEarly } = await import('./boot.ts');
    startEarly();
    fetchMock.mockImplementation(() => labels('लॉग इन करा'));
    const { applyLanguage } = await import('./lib/i18n.ts');
    await applyLanguage('mr');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(i18n.t('loginTitle')).toBe('लॉग इन करा');
  });
});
