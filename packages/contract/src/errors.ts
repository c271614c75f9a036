// Every error the server answers, once: its HTTP status, the label key the web shows (in the person's
// language) and the English text clients written to the spec read in `message` (DESIGN §6).

export const ERRORS = {
  validation: { status: 400, messageKey: 'errorValidation', message: 'Please check the form.' },
  invalid_json: { status: 400, messageKey: 'errorInvalidJson', message: 'The request body is not valid JSON.' },
  invalid_pdf: { status: 400, messageKey: 'documentInvalidPdf', message: 'Invalid PDF file format.' },
  file_type: { status: 400, messageKey: 'errorFileType', message: 'This type of file is not allowed.' },
  unsafe_file: {
    status: 400,
    messageKey: 'errorUnsafeFile',
    message: 'This file was refused: it contains scripts, programs or encryption.',
  },
  unauthorized: { status: 401, messageKey: 'errorUnauthorized', message: 'Please log in to continue.' },
  session_ended: { status: 401, messageKey: 'errorSessionEnded', message: 'Your session has ended. Please log in again.' },
  invalid_credentials: { status: 401, messageKey: 'loginInvalidCredentials', message: 'Invalid credentials. Please try again.' },
  forbidden: { status: 403, messageKey: 'errorForbidden', message: 'You do not have access to this page.' },
  not_found: { status: 404, messageKey: 'errorNotFound', message: 'Record not found.' },
  conflict: { status: 409, messageKey: 'errorConflict', message: 'This record already exists. Reload to see the latest data.' },
  stale_version: {
    status: 409,
    messageKey: 'errorStaleVersion',
    message: 'This record was changed in another tab or by another device. Reload it to see the latest version.',
  },
  in_use: {
    status: 409,
    messageKey: 'assetInUse',
    message: 'This asset is part of an assignment. Remove it from the assignment first.',
  },
  too_large: { status: 413, messageKey: 'errorTooLarge', message: 'The request is too large.' },
  // A clause stopped by its time or memory limit while writing a real will (issue 24); the message names it.
  clause_too_heavy: {
    status: 422,
    messageKey: 'errorClauseTooHeavy',
    message: 'A clause of this template takes too long or too much memory to write for this will.',
  },
  file_too_large: { status: 413, messageKey: 'errorFileTooLarge', message: 'Each file may be at most 5 MB.' },
  rate_limited: { status: 429, messageKey: 'errorRateLimited', message: 'Too many requests. Please wait a minute and try again.' },
  damaged: {
    status: 500,
    messageKey: 'errorDamaged',
    message: 'This stored file is damaged and cannot be opened. Nothing was changed; please upload it again or contact us.',
  },
  internal: { status: 500, messageKey: 'errorInternal', message: 'Something went wrong on our side. Please try again.' },
  unavailable: {
    status: 503,
    messageKey: 'errorUnavailable',
    message: 'The service is not available right now. Please try again shortly.',
  },
} as const satisfies Record<string, { status: number; messageKey: string; message: string }>;
export type TErrorCode = keyof typeof ERRORS;

/**
 * Codes of one field's problem. A zod issue maps to one of these; a rule of the contract names its own
 * (`params: { code }`). The web turns each into a label in one place.
 */
export const FIELD_ERROR_KEYS = {
  required: 'commonRequired',
  too_long: 'errorTooLong',
  invalid: 'errorInvalidValue',
  invalid_date: 'errorInvalidDate',
  future_date: 'errorFutureDate',
  control_characters: 'errorControlCharacters',
  unsupported_script: 'errorUnsupportedScript',
  not_in_script: 'errorNotInScript',
  invalid_mobile: 'contactInvalidMobile',
  invalid_email: 'contactInvalidEmail',
  invalid_landline: 'contactInvalidLandline',
  duplicate: 'errorDuplicate',
  minor_testator: 'registerMinimumAge',
  dod_before_dob: 'personDodBeforeDob',
  invalid_identity_number: 'errorIdentityNumber',
  password_too_short: 'registerPasswordTooShort',
  otp_digits: 'registerOtpDigits',
  invalid_amount: 'assetInvalidAmount',
  invalid_percentage: 'assetOwnershipPercentageRange',
  invalid_number: 'errorInvalidNumber',
  invalid_coordinates: 'assetInvalidCoordinates',
  invalid_proportion: 'assignmentProportionLocked',
  duplicate_beneficiary: 'assignmentDuplicateBeneficiaries',
  total_exceeded: 'assignmentTotalExceeded',
  too_many_documents: 'assignmentTooManyDocuments',
  minor_needs_guardian: 'assignmentMinorNeedsGuardian',
  // Issue 22: the will plan and the conditions and stated shares of a gift.
  same_guardian: 'willPlanBackupSame',
  same_person: 'conditionRemainderSame',
  shares_partial: 'assignmentSharesPartial',
  shares_not_100: 'assignmentSharesNot100',
} as const;

/**
 * The stable code of one zod issue: a rule's own (`params: { code }`), else one derived from zod's issue
 * code. The server answers with it and the web's forms show its label, so neither matches English text.
 */
export function issueCode(issue: { code?: string; params?: unknown; origin?: unknown; minimum?: unknown }): string {
  const own = (issue.params as { code?: unknown } | undefined)?.code;
  if (typeof own === 'string') return own;
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array') && issue.minimum === 1) return 'required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  return 'invalid';
}
export type TFieldErrorCode = keyof typeof FIELD_ERROR_KEYS;

/**
 * The label key of one zod issue: the rule's own (`params: { messageKey }`, for a message the spec words
 * for one screen), else its code's. Server and web both show an issue through this.
 */
export function issueMessageKey(issue: { code?: string; params?: unknown; origin?: unknown; minimum?: unknown }): string | undefined {
  const own = (issue.params as { messageKey?: unknown } | undefined)?.messageKey;
  if (typeof own === 'string') return own;
  return FIELD_ERROR_KEYS[issueCode(issue) as TFieldErrorCode];
}
