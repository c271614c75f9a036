import { describe, expect, it } from 'vitest';
import { DEED_LANGUAGES, languageDefinition } from './languages.ts';
import { ownerFits, writtenFormProblem, ZSaveDeedTextInput } from './schemas/deed-texts.ts';
import { deedScriptOf, detectScript, isWrittenIn, printsInLatin } from './scripts.ts';

// Issue 27 item 4: what is "in Latin letters inside an Indian-language deed", and what is written in a deed's script.
// Indic text as escapes: source files outside the language registry hold none.
const RAJESH_DEVA = '\u0930\u093e\u091c\u0947\u0936 \u092a\u093e\u091f\u0940\u0932';
const SUNITA_TAML = '\u0b9a\u0bc1\u0ba9\u0bbf\u0ba4\u0bbe';
const HOUSE_BENG = '\u09ac\u09be\u09a1\u09bc\u09bf';

describe('detectScript', () => {
  it('names the script of a letter by its Unicode block, and none for what every script uses', () => {
    expect(detectScript('R')).toBe('latn');
    expect(detectScript('\u00e9')).toBe('latn');
    expect(detectScript('\u0930')).toBe('deva');
    expect(detectScript('\u0b9a')).toBe('taml');
    expect(detectScript('\u0d05')).toBe('mlym');
    for (const shared of ['1', ' ', ',', '-', '\u0964', '\u200d']) expect(detectScript(shared), shared).toBeUndefined();
  });
});

describe('printsInLatin', () => {
  it('finds a Latin letter inside a deed in an Indian script', () => {
    expect(printsInLatin('Rajesh Vinayak Patil', 'deva')).toBe(true);
    expect(printsInLatin(`${RAJESH_DEVA} (MG Road)`, 'deva')).toBe(true);
    expect(printsInLatin('Flat 5B', 'taml')).toBe(true);
  });
  it('says nothing of an English deed, of text in the deed’s script, or of digits alone', () => {
    expect(printsInLatin('Rajesh Vinayak Patil', 'latn')).toBe(false);
    expect(printsInLatin(RAJESH_DEVA, 'deva')).toBe(false);
    expect(printsInLatin('411004, 12/3', 'deva')).toBe(false);
    expect(printsInLatin('', 'deva')).toBe(false);
  });
});

describe('isWrittenIn', () => {
  it('takes a text in the script alone, with digits, punctuation and dandas', () => {
    expect(isWrittenIn(RAJESH_DEVA, 'deva')).toBe(true);
    expect(isWrittenIn(`12, ${RAJESH_DEVA} \u0964`, 'deva')).toBe(true);
    expect(isWrittenIn(SUNITA_TAML, 'taml')).toBe(true);
  });
  it('refuses Latin letters, another Indian script, or no letters at all', () => {
    expect(isWrittenIn(`${RAJESH_DEVA} Patil`, 'deva')).toBe(false);
    expect(isWrittenIn(SUNITA_TAML, 'deva')).toBe(false);
    expect(isWrittenIn(HOUSE_BENG, 'deva')).toBe(false);
    expect(isWrittenIn('411004', 'deva')).toBe(false);
  });
});

describe('the deed’s script and a written form', () => {
  it('takes each deed language’s script from the registry: one form serves Hindi and Marathi', () => {
    expect(deedScriptOf('hi')).toBe('deva');
    expect(deedScriptOf('mr')).toBe('deva');
    expect(deedScriptOf('en')).toBe('latn');
    for (const code of DEED_LANGUAGES) expect(deedScriptOf(code)).toBe(languageDefinition(code).script);
  });

  it('checks a form against the deed language’s script (empty: the form is removed)', () => {
    expect(writtenFormProblem(RAJESH_DEVA, 'mr')).toBeNull();
    expect(writtenFormProblem('', 'hi')).toBeNull();
    expect(writtenFormProblem('Rajesh', 'hi')).toBe('not_in_script');
    expect(writtenFormProblem(RAJESH_DEVA, 'ta')).toBe('not_in_script');
  });

  it('refuses in the request a form in another script, a record of the wrong kind, and an English deed', () => {
    const base = { code: 'hi', field: 'fullName', entityId: 1001, text: RAJESH_DEVA };
    expect(ZSaveDeedTextInput.safeParse(base).success).toBe(true);
    const issues = (input: object) => (ZSaveDeedTextInput.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(issues({ ...base, text: 'Rajesh Patil' })).toEqual(['text']);
    expect(issues({ ...base, field: 'assetName' })).toEqual(['field']);
    expect(issues({ ...base, code: 'en' })).toEqual(['code']);
    expect(ownerFits('giftDescription', { entityId: 1001, assetId: null, assignmentId: 7 })).toBe(true);
    expect(ownerFits('giftDescription', { entityId: 1001, assetId: null, assignmentId: null })).toBe(false);
    expect(ownerFits('assetName', { entityId: null, assetId: 5, assignmentId: null })).toBe(true);
  });
});
