// A browser and system in plain words from a User-Agent header, for the new-sign-in notice: "Firefox on Windows"
// is what a person recognises, and a sign-in from a browser they never use is what should catch their eye. Only the
// family is kept, not the version: browsers update themselves every few weeks, and a new version is not a new device.

/** The browser and the operating system, each null when the header does not say. */
export type Device = { browser: string | null; system: string | null };

/** First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Microsoft Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(iPhone|iPad|Macintosh)\b.*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: readonly (readonly [RegExp, string])[], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceOf(userAgent: string | undefined): Device {
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: firstMatch(BROWSERS, text), system: firstMatch(SYSTEMS, text) };
}
