import { describe, expect, it } from 'vitest';
import { detectScript, runLanguage, splitScripts } from './scripts.ts';

describe('detectScript', () => {
  it.each([
    ['a', 'latn'],
    ['ṣ', 'latn'],
    ['र', 'deva'],
    ['ক', 'beng'],
    ['ર', 'gujr'],
    ['ர', 'taml'],
    ['ర', 'telu'],
    ['ಕ', 'knda'],
    ['ക', 'mlym'],
  ])('%s is %s', (char, script) => {
    expect(detectScript(char)).toBe(script);
  });

  it.each([' ', '7', ',', '₹', '।', '\u200c', '\u200d', '\u0301'])('%j belongs to no script', (char) => {
    expect(detectScript(char)).toBeUndefined();
  });
});

describe('splitScripts', () => {
  it('cuts a text into runs of one script, spaces and digits staying with the run before them', () => {
    expect(splitScripts('Smt. Kamala Sharma (कमला शर्मा), 40 %')).toEqual([
      { script: 'latn', text: 'Smt. Kamala Sharma (' },
      { script: 'deva', text: 'कमला शर्मा), 40 %' },
    ]);
  });

  it('keeps a joiner and a danda inside the Indic word they belong to', () => {
    expect(splitScripts('अमीर\u200cपेट र्\u200dज। Road')).toEqual([
      { script: 'deva', text: 'अमीर\u200cपेट र्\u200dज। ' },
      { script: 'latn', text: 'Road' },
    ]);
  });

  it('gives leading shared characters to the first run, and a text of only shared characters to the fallback', () => {
    expect(splitScripts('12, గాంధీ')).toEqual([{ script: 'telu', text: '12, గాంధీ' }]);
    expect(splitScripts('3,50,00,000', 'deva')).toEqual([{ script: 'deva', text: '3,50,00,000' }]);
    expect(splitScripts('')).toEqual([]);
  });
});

describe('runLanguage', () => {
  it("is the document's language for its own script and the script's language otherwise", () => {
    expect(runLanguage('deva', 'mr')).toBe('mr');
    expect(runLanguage('deva', 'en')).toBe('hi');
    expect(runLanguage('latn', 'ta')).toBe('en');
  });
});
