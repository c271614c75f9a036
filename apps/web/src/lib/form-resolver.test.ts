import { ZRegisterForm } from '@vasiyat/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codedResolver } from './form-resolver.ts';
import { i18n, i18nInitialised } from './i18n.ts';

// Forms show an issue by its code: the spec's English as the contract words it, or the code's label in the
// person's language. Nothing is found by matching English text.

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  gender: 'F',
  dob: '1970-03-14',
  contactNo: '9876543210',
  email: 'a@b.in',
  password: 'long enough 1',
};

beforeAll(async () => {
  await i18nInitialised;
  i18n.addResourceBundle('hi', 'translation', {
    commonRequired: 'यह फ़ील्ड आवश्यक है।',
    contactInvalidMobile: 'अमान्य मोबाइल नंबर।',
    registerMinimumAge: 'वसीयत बनाने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए।',
    contactDuplicate: 'डुप्लिकेट संपर्क विवरण की अनुमति नहीं है।',
  });
});
afterEach(() => i18n.changeLanguage('en'));

async function errorsOf(values: object, language: string) {
  await i18n.changeLanguage(language);
  return (await codedResolver(ZRegisterForm)(values as never, undefined, options)).errors as Record<
    string,
    { type: string; message: string }
  >;
}

describe('the coded resolver', () => {
  it('gives each field its code and, in English, the contract’s words', async () => {
    const errors = await errorsOf({ ...valid, contactNo: '', dob: '2015-01-01' }, 'en');
    expect(errors.contactNo).toMatchObject({ type: 'required', message: 'Contact number is required.' });
    expect(errors.dob).toMatchObject({ message: 'You must be at least 18 years old to make a will.' });
  });

  it('shows the label of the code in Hindi', async () => {
    const errors = await errorsOf({ ...valid, contactNo: '5123', dob: '2015-01-01', firstName: ' ' }, 'hi');
    expect(errors.contactNo).toMatchObject({ type: 'invalid_mobile', message: 'अमान्य मोबाइल नंबर।' });
    expect(errors.firstName).toMatchObject({ type: 'required', message: 'यह फ़ील्ड आवश्यक है।' });
    expect(errors.dob?.message).toBe('वसीयत बनाने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए।');
  });

  it('uses a rule’s own label key and nests row errors', async () => {
    const rows = z.object({
      rows: z.array(z.string()).superRefine((_values, ctx) =>
        ctx.addIssue({
          code: 'custom',
          path: [1],
          message: 'Duplicate contact details are not allowed.',
          params: { code: 'duplicate', messageKey: 'contactDuplicate' },
        }),
      ),
    });
    await i18n.changeLanguage('hi');
    const { errors } = await codedResolver(rows)({ rows: ['a', 'a'] }, undefined, options);
    expect((errors as { rows: { message: string; type: string }[] }).rows[1]).toMatchObject({
      type: 'duplicate',
      message: 'डुप्लिकेट संपर्क विवरण की अनुमति नहीं है।',
    });
  });

  it('passes the parsed values on when the form is valid', async () => {
    const result = await codedResolver(ZRegisterForm)({ ...valid, email: ' A@B.IN ' } as never, undefined, options);
    expect(result.errors).toEqual({});
    expect((result.values as { email: string }).email).toBe('a@b.in');
  });
});
