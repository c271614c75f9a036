import { describe, expect, it } from 'vitest';
import { ZRegisterForm } from './schemas/auth.ts';
import { inWillScripts, requiredText, withoutInvisibles } from './schemas/common.ts';
import { ZFileUpload, ZProfileInput } from './schemas/people.ts';

// Issue 24 §4 and §5: what a name may hold, and the characters that change how text reads without being seen.

const codeOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; params?: unknown }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), code: (issue.params as { code?: string } | undefined)?.code }));

describe('invisible characters', () => {
  it('drops bidirectional controls, so "Ravi\\u202egnp.exe\\u202c Kumar" cannot read as "Raviexe.png Kumar"', () => {
    expect(withoutInvisibles('Ravi\u202egnp.exe\u202c Kumar')).toBe('Ravignp.exe Kumar');
    for (const control of ['\u202a', '\u202b', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'])
      expect(withoutInvisibles(`Asha${control} Rao`), JSON.stringify(control)).toBe('Asha Rao');
  });

  it('drops zero-width spaces, the word joiner, the byte-order mark and soft hyphens', () => {
    expect(withoutInvisibles('\ufeffAs\u200bha\u2060 R\u00adao')).toBe('Asha Rao');
  });

  it('keeps ZWJ and ZWNJ where an Indic script needs them: a Malayalam chillu and a Hindi half form', () => {
    // അവന്‍ (old-style chillu: NA, VIRAMA, ZWJ, at the end of a word) and ശ്രീ‌കുമാർ with a ZWNJ between syllables.
    const malayalam = 'അവന്\u200d ശ്രീ\u200cകുമാർ';
    // क्‍ष (a half KA with ZWJ) and क्‌ष (an explicit virama with ZWNJ): different spellings of one name.
    const hindi = 'लक्\u200dष्मी रक्\u200cषा';
    expect(withoutInvisibles(malayalam)).toBe(malayalam);
    expect(withoutInvisibles(hindi)).toBe(hindi);
    const saved = ZRegisterForm.shape.firstName.parse(malayalam);
    expect(saved).toBe(malayalam);
    expect(ZProfileInput.shape.middleName.parse(hindi)).toBe(hindi);
  });

  it('drops joiners that stand outside an Indic word', () => {
    expect(withoutInvisibles('\u200dRavi\u200c Ku\u200dmar\u200d')).toBe('Ravi Kumar');
  });

  it('applies to every text field: names, file names and descriptions', () => {
    expect(ZRegisterForm.shape.lastName.parse('Ku\u202emar')).toBe('Kumar');
    expect(ZFileUpload.shape.fileName.parse('deed\u202efdp.exe')).toBe('deedfdp.exe');
    expect(requiredText('Description', 200, { multiline: true }).parse('line\u200b one\nline two')).toBe('line one\nline two');
  });

  it('refuses the Unicode line and paragraph separators in one-line text', () => {
    expect(codeOf(requiredText('Place').safeParse('Asha\u2028Rao'))).toEqual([{ path: '', code: 'control_characters' }]);
  });
});

describe('the scripts a name may use', () => {
  it('takes English with accents and the seven Indian scripts of the nine languages', () => {
    for (const name of ['Ramesh Kumar Verma', 'Zoë D’Souza-Pereira', 'रमेश कुमार', 'রমেশ', 'રમેશ', 'ரமேஷ்', 'రమేష్', 'ರಮೇಶ್', 'രമേഷ്'])
      expect(inWillScripts(name), name).toBe(true);
  });

  it('refuses an emoji or a Chinese character in a name, with the field named', () => {
    const form = {
      firstName: 'Asha 🙂',
      lastName: '王',
      gender: 'F',
      dob: '1970-03-14',
      contactNo: '9876543210',
      email: 'asha@example.in',
      password: 'correct horse battery',
    };
    expect(codeOf(ZRegisterForm.safeParse(form))).toEqual([
      { path: 'firstName', code: 'unsupported_script' },
      { path: 'lastName', code: 'unsupported_script' },
    ]);
    const profile = ZProfileInput.safeParse({ firstName: 'Ravi', middleName: '🙂', lastName: 'Kumar' });
    expect(codeOf(profile)).toEqual([{ path: 'middleName', code: 'unsupported_script' }]);
  });
});
