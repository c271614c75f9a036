import type { TFunction } from 'i18next';

// The contract's zod messages are English; these are the ones with a label, so they show in the chosen
// language. The server validates with the same schemas, so its field errors translate the same way.
const messageKeys: Record<string, string> = {
  'Invalid email format.': 'commonInvalidEmail',
  'Invalid mobile number. Enter a 10-digit valid number.': 'registerInvalidMobile',
  'You must be at least 18 years old to make a will.': 'registerMinimumAge',
  'Date of birth cannot be in the future.': 'registerDobFuture',
  'Password must be at least 8 characters.': 'registerPasswordTooShort',
  'Choose a gender.': 'commonRequired',
  // An empty date picker is the only way to reach this message from the form.
  'Use a real date written yyyy-mm-dd.': 'commonRequired',
  'Enter the verification code.': 'registerOtpDigits',
  'The code has 6 digits.': 'registerOtpDigits',
};

/** The label for a validation message when one exists, else the message as written. */
export function translateValidation(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = messageKeys[message] ?? (message.endsWith(' is required.') ? 'commonRequired' : undefined);
  return key ? t(key) : message;
}
