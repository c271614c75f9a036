import type { TFunction } from 'i18next';
import { translateValidation } from '../../../lib/validation.ts';

// The contract's and these forms' English validation messages that have a label of their own in the
// record screens (spec part 1 §5 wording); the rest go through the app's shared translation.
const recordMessageKeys: Record<string, string> = {
  'Contact details are required.': 'contactDetailsRequired',
  'Invalid mobile number. Enter a 10-digit valid number.': 'contactInvalidMobile',
  'Invalid email format.': 'contactInvalidEmail',
  'Invalid landline number.': 'contactInvalidLandline',
  'Duplicate contact details are not allowed.': 'contactDuplicate',
  'Duplicate address type selected': 'addressDuplicateType',
  'Pincode has 6 digits.': 'addressPincodeInvalid',
  'Date of death cannot be in the future.': 'personDateFuture',
  'Date of death cannot be before the date of birth.': 'personDodBeforeDob',
  'Commencement date cannot be in the future.': 'personDateFuture',
  'Enforcement date cannot be in the future.': 'personDateFuture',
};

/** The label of a validation message of the people screens, in the chosen language. */
export function translateRecordMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = recordMessageKeys[message];
  return key ? t(key) : translateValidation(message, t);
}
