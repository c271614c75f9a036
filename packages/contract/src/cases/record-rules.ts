// One table of cases for the rules of a record, run through the server (API and upload decoder) and the
// web forms alike, so the two cannot disagree (issue 7: the server once took a GIF the web refused).
import { MAX_FILE_BYTES } from '../constants.ts';
import type { TEntityKind } from '../kinds.ts';
import type { TFileRefusal, TFileRule, TFileType, TPersonFacts } from '../record-rules.ts';

export const VALID_PERSON: TPersonFacts = {
  firstName: 'Meera',
  lastName: 'Rao',
  dob: '1990-04-12',
  dod: null,
  gender: 'F',
  maritalStatusId: 2,
  religionId: 1,
  nhMasterId: 5,
  designation: 'Trustee',
  selectedBooleanMasters: [8, 7],
};

/** A person of a kind with some facts changed, and the problems expected, as `path:code`. */
export const PERSON_CASES: { name: string; kind: TEntityKind; change: Partial<TPersonFacts>; problems: string[] }[] = [
  { name: 'a complete beneficiary', kind: 'beneficiary_individual', change: {}, problems: [] },
  { name: 'no first name', kind: 'witness', change: { firstName: null }, problems: ['firstName:required'] },
  { name: 'no last name', kind: 'executor', change: { lastName: null }, problems: ['lastName:required'] },
  { name: 'no date of birth', kind: 'heir', change: { dob: null }, problems: ['dob:required'] },
  { name: 'a birth date in the future', kind: 'heir', change: { dob: '2999-01-01' }, problems: ['dob:future_date'] },
  {
    name: 'no marital status or religion',
    kind: 'witness',
    change: { maritalStatusId: null, religionId: null },
    problems: ['maritalStatusId:required', 'religionId:required'],
  },
  { name: 'an heir without a relation', kind: 'heir', change: { nhMasterId: null }, problems: ['nhMasterId:required'] },
  { name: 'an executor without a relation', kind: 'executor', change: { nhMasterId: null }, problems: [] },
  {
    name: 'a contact person without a designation',
    kind: 'contact_person',
    change: { designation: null, nhMasterId: null },
    problems: ['designation:required'],
  },
  { name: 'not alive, no date of death', kind: 'heir', change: { selectedBooleanMasters: [] }, problems: ['dod:required'] },
  {
    name: 'not alive, death in the future',
    kind: 'heir',
    change: { selectedBooleanMasters: [], dod: '2999-01-01' },
    problems: ['dod:future_date'],
  },
  {
    name: 'not alive, death before birth',
    kind: 'beneficiary_individual',
    change: { selectedBooleanMasters: [], dod: '1980-01-01' },
    problems: ['dod:dod_before_dob'],
  },
  { name: 'not alive, a past date of death', kind: 'heir', change: { selectedBooleanMasters: [], dod: '2020-01-01' }, problems: [] },
  { name: 'a testator under 18', kind: 'self', change: { dob: '2015-01-01', nhMasterId: null }, problems: ['dob:minor_testator'] },
];

/** A file picked for a field: what its bytes are (the server) and what the browser says it is (the web). */
/** Files and what each field makes of them: accepted, or refused with the code both sides answer. */
export const FILE_CASES: {
  rule: TFileRule;
  name: string;
  type: TFileType | 'text/html';
  size: number;
  refusal?: TFileRefusal;
}[] = [
  { rule: 'document', name: 'will.pdf', type: 'application/pdf', size: 2000 },
  { rule: 'document', name: 'scan.png', type: 'image/png', size: 2000, refusal: 'invalid_pdf' },
  { rule: 'document', name: 'page.html', type: 'text/html', size: 2000, refusal: 'invalid_pdf' },
  { rule: 'identification', name: 'aadhaar.pdf', type: 'application/pdf', size: 2000 },
  { rule: 'identification', name: 'pan.jpg', type: 'image/jpeg', size: 2000 },
  { rule: 'identification', name: 'passport.png', type: 'image/png', size: 2000 },
  { rule: 'identification', name: 'licence.gif', type: 'image/gif', size: 2000 },
  { rule: 'identification', name: 'big.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1, refusal: 'file_too_large' },
  { rule: 'photo', name: 'me.gif', type: 'image/gif', size: 2000 },
  { rule: 'photo', name: 'me.jpg', type: 'image/jpeg', size: 2000 },
  { rule: 'photo', name: 'me.pdf', type: 'application/pdf', size: 2000, refusal: 'file_type' },
  { rule: 'photo', name: 'large.png', type: 'image/png', size: 1024 * 1024 + 1, refusal: 'file_too_large' },
];
