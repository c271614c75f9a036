import { FILE_CASES, PERSON_CASES, VALID_PERSON } from '@vasiyat/contract/cases';
import { describe, expect, it } from 'vitest';
import { checkPickedFiles, type FileAccept, RULE_OF_ACCEPT } from '../../../components/file-rules.ts';
import { KINDS } from '../kinds.ts';
import { emptyPersonal, type PersonalFormValues, personalSchema } from './personal.ts';

// The same table runs through the server (apps/server/src/features/people/shared-cases.api.test.ts and
// platform/uploads.unit.test.ts): the web form and the server must agree on every case.

const text = (value: string | number | null) => (value === null ? '' : String(value));

describe('the web forms agree with the contract’s cases', () => {
  it.each(PERSON_CASES)('person: $name', ({ kind, change, problems }) => {
    const facts = { ...VALID_PERSON, ...change };
    const values: PersonalFormValues = {
      ...emptyPersonal(facts.selectedBooleanMasters),
      firstName: text(facts.firstName),
      lastName: text(facts.lastName),
      dob: text(facts.dob),
      dod: text(facts.dod),
      gender: text(facts.gender),
      maritalStatusId: text(facts.maritalStatusId),
      religionId: text(facts.religionId),
      nhMasterId: text(facts.nhMasterId),
      designation: text(facts.designation),
    };
    const result = personalSchema(KINDS[kind]).safeParse(values);
    const found = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${(issue as { params?: { code?: string } }).params?.code}`);
    expect(found.sort()).toEqual([...problems].sort());
  });

  const acceptOf = Object.fromEntries(Object.entries(RULE_OF_ACCEPT).map(([accept, rule]) => [rule, accept as FileAccept]));
  it.each(FILE_CASES)('file: $rule $name ($type, $size bytes)', ({ rule, name, type, size, refusal }) => {
    const accept = acceptOf[rule];
    if (!accept) throw new Error(`No web field takes the ${rule} rule`);
    const result = checkPickedFiles(0, [{ name, type, size }], { accept });
    expect(result.accepted.length).toBe(refusal ? 0 : 1);
    expect(result.problems[0]?.code).toBe(refusal);
  });
});
