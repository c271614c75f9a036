// The rules of a record, written once (spec part 1 §5): the server runs them on save, the web forms run
// the same functions for their messages. Each problem names its field, a stable code (a key of
// FIELD_ERROR_KEYS where one fits) and the English text.
import { BOOLEAN_ALIVE, IDENTITY_AADHAAR, IDENTITY_PAN, MAX_FILE_BYTES } from './constants.ts';
import { kindDefinition, type TEntityKind } from './kinds.ts';
import { isAdultOn, isIsoDate, isNotInFuture, todayInIndia } from './rules.ts';

export type TRuleProblem = { path: string; code: string; message: string };

/** A person's main step as both sides hold it once parsed: empty values are null. */
export type TPersonFacts = {
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  dod: string | null;
  gender: string | null;
  maritalStatusId: number | null;
  religionId: number | null;
  nhMasterId: number | null;
  designation: string | null;
  selectedBooleanMasters: readonly number[];
};

const GENDERS = ['M', 'F', 'X'];

function checkDate(problems: TRuleProblem[], path: string, value: string | null, label: string, today: string) {
  if (!value) problems.push({ path, code: 'required', message: `${label} is required.` });
  else if (!isIsoDate(value)) problems.push({ path, code: 'invalid_date', message: 'Use a real date written yyyy-mm-dd.' });
  else if (!isNotInFuture(value, today)) problems.push({ path, code: 'future_date', message: `${label} cannot be in the future.` });
}

/**
 * Spec part 1 §5 "Personal": names, date of birth, gender, marital status and religion always; relation
 * where the kind asks for it; designation for a contact person; date of death when not alive. The
 * testator must be 18 or older (Indian Succession Act s.59) and has no date of death.
 */
export function personProblems(kind: TEntityKind, person: TPersonFacts, today: string = todayInIndia()): TRuleProblem[] {
  const definition = kindDefinition(kind);
  const problems: TRuleProblem[] = [];
  const need = (path: keyof TPersonFacts, label: string) => {
    const value = person[path];
    if (value === null || value === '') problems.push({ path, code: 'required', message: `${label} is required.` });
  };
  need('firstName', 'First name');
  need('lastName', 'Last name');
  checkDate(problems, 'dob', person.dob, 'Date of birth', today);
  if (!person.gender || !GENDERS.includes(person.gender))
    problems.push({ path: 'gender', code: 'required', message: 'Gender is required.' });
  need('maritalStatusId', 'Marital status');
  need('religionId', 'Religion');
  if (definition.relation === 'required') need('nhMasterId', 'Relation');
  if (definition.designation) need('designation', 'Designation');

  const dobValid = person.dob !== null && isIsoDate(person.dob) && isNotInFuture(person.dob, today);
  if (kind === 'self') {
    if (person.dod) problems.push({ path: 'dod', code: 'invalid', message: 'The testator cannot have a date of death.' });
    if (dobValid && person.dob && !isAdultOn(person.dob, today))
      problems.push({ path: 'dob', code: 'minor_testator', message: 'You must be at least 18 years old to make a will.' });
    return problems;
  }
  // Spec part 1 §4: without "alive" (8) the date of death is asked for.
  const offersAlive = definition.booleans.includes(BOOLEAN_ALIVE);
  if (offersAlive && !person.selectedBooleanMasters.includes(BOOLEAN_ALIVE)) {
    checkDate(problems, 'dod', person.dod, 'Date of death', today);
    if (dobValid && person.dod && isIsoDate(person.dod) && person.dob && person.dod < person.dob)
      problems.push({ path: 'dod', code: 'dod_before_dob', message: 'Date of death cannot be before the date of birth.' });
  }
  return problems;
}

/** Spec part 1 §5: a corporate needs its name, its type and the commencement date. */
export function corporateProblems(
  corporate: { firstName: string | null; corporateTypeId: number | null; commencementDate: string | null },
  today: string = todayInIndia(),
): TRuleProblem[] {
  const problems: TRuleProblem[] = [];
  if (!corporate.firstName) problems.push({ path: 'firstName', code: 'required', message: 'Company name is required.' });
  checkDate(problems, 'commencementDate', corporate.commencementDate, 'Commencement date', today);
  if (!corporate.corporateTypeId) problems.push({ path: 'lastName', code: 'required', message: 'Corporate type is required.' });
  return problems;
}

/** Spec part 1 §5: a registrar needs a name. */
export function registrarProblems(registrar: { firstName: string | null }): TRuleProblem[] {
  return registrar.firstName ? [] : [{ path: 'firstName', code: 'required', message: 'Registrar name is required.' }];
}

/** Identity numbers in the formats Indian documents use; others are letters, digits, spaces, / and -. */
export function identityNumberProblem(idType: number, documentNo: string): TRuleProblem | undefined {
  const compact = documentNo.replace(/\s/g, '');
  const problem = (message: string) => ({ path: 'documentNo', code: 'invalid_identity_number', message });
  if (idType === IDENTITY_AADHAAR && !/^\d{12}$/.test(compact)) return problem('An Aadhaar number has 12 digits.');
  if (idType === IDENTITY_PAN && !/^[A-Za-z]{5}\d{4}[A-Za-z]$/.test(compact))
    return problem('A PAN has 5 letters, 4 digits and a letter (for example ABCDE1234F).');
  if (!/^[A-Za-z0-9 /-]{4,30}$/.test(documentNo)) return problem('Enter the document number as printed (4 to 30 letters or digits).');
  return undefined;
}

/** The kinds of file the server recognises by their bytes. */
export const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;
export type TFileType = (typeof FILE_TYPES)[number];

/** What each file field takes (spec part 1 §5, part 2 §5): types by their bytes, and a size. */
export const FILE_RULES = {
  /** Document attachments: PDF only ('Invalid PDF file format.'). */
  document: { types: ['application/pdf'], maxBytes: MAX_FILE_BYTES },
  /** Identification scans: images or PDF. */
  identification: { types: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'], maxBytes: MAX_FILE_BYTES },
  /** A profile photo: an image of at most 1 MB. */
  photo: { types: ['image/png', 'image/jpeg', 'image/gif'], maxBytes: 1024 * 1024 },
  /** Files on an asset's attribute rows: a scan or photo of the deed, passbook or policy, or a PDF. */
  assetAttribute: { types: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'], maxBytes: MAX_FILE_BYTES },
  /** Assignment documents (spec part 2 §9): jpeg, png, jpg, gif, pdf. */
  assignment: { types: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'], maxBytes: MAX_FILE_BYTES },
} as const satisfies Record<string, { types: readonly TFileType[]; maxBytes: number }>;
export type TFileRule = keyof typeof FILE_RULES;

/** The file type a name's extension promises, for a picker that reports no type. */
export function fileTypeOfName(name: string): TFileType | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return ({ pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' } as const)[
    extension as 'pdf'
  ];
}

/** Why a file is refused: the error code the server answers and the web shows (ERRORS in errors.ts). */
export type TFileRefusal = 'invalid_pdf' | 'file_type' | 'file_too_large';

/** A file of the wrong type: a PDF-only field says the spec's 'Invalid PDF file format.' (part 1 §5). */
export function typeRefusal(types: readonly TFileType[]): 'invalid_pdf' | 'file_type' {
  return types.length === 1 && types[0] === 'application/pdf' ? 'invalid_pdf' : 'file_type';
}

/**
 * Whether a file of this type and size may go in this field: the type is what the bytes are on the
 * server, what the browser reports (or the name promises) on the web.
 */
export function fileProblem(rule: TFileRule, file: { type: string | undefined; size: number }): TFileRefusal | undefined {
  const { types, maxBytes } = FILE_RULES[rule];
  if (!file.type || !(types as readonly string[]).includes(file.type)) return typeRefusal(types);
  if (file.size > maxBytes) return 'file_too_large';
  return undefined;
}
