import { describe, expect, it } from 'vitest';
import { ZContactForm } from './contact.ts';

const messages = (rows: { contactTypeId: string; contactDetails: string }[]) => {
  const result = ZContactForm.safeParse({ rows: rows.map((row) => ({ ...row, entityId: 5 })) });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contact rows (spec part 1 §5)', () => {
  it('gives the spec messages for each contact type', () => {
    expect(messages([{ contactTypeId: '1', contactDetails: '' }])).toEqual({ 'rows.0.contactDetails': 'Contact details are required.' });
    expect(messages([{ contactTypeId: '1', contactDetails: '5123456789' }])).toEqual({
      'rows.0.contactDetails': 'Invalid mobile number. Enter a 10-digit valid number.',
    });
    expect(messages([{ contactTypeId: '2', contactDetails: 'asha@' }])).toEqual({ 'rows.0.contactDetails': 'Invalid email format.' });
    expect(messages([{ contactTypeId: '3', contactDetails: '1234' }])).toEqual({ 'rows.0.contactDetails': 'Invalid landline number.' });
    expect(
      messages([
        { contactTypeId: '1', contactDetails: '9876543210' },
        { contactTypeId: '2', contactDetails: 'asha@example.com' },
        { contactTypeId: '3', contactDetails: '04423456789' },
      ]),
    ).toEqual({});
  });

  it('refuses the same details twice', () => {
    expect(
      messages([
        { contactTypeId: '2', contactDetails: 'asha@example.com' },
        { contactTypeId: '2', contactDetails: 'Asha@Example.com' },
      ]),
    ).toEqual({ 'rows.1.contactDetails': 'Duplicate contact details are not allowed.' });
  });

  it('requires a contact type', () => {
    expect(messages([{ contactTypeId: '', contactDetails: '9876543210' }])).toMatchObject({
      'rows.0.contactTypeId': 'Contact type is required.',
    });
  });
});
