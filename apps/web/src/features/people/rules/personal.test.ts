import { BOOLEAN_ACTIVE, BOOLEAN_ALIVE } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../kinds.ts';
import { emptyPersonal, type PersonalFormValues, personalSchema, personalToBody } from './personal.ts';

const valid: PersonalFormValues = {
  ...emptyPersonal([BOOLEAN_ALIVE, BOOLEAN_ACTIVE]),
  firstName: 'Meera',
  lastName: 'Rao',
  dob: '1990-04-12',
  gender: 'F',
  maritalStatusId: '2',
  religionId: '1',
  nhMasterId: '5',
};

const issues = (rules: Parameters<typeof personalSchema>[0], values: PersonalFormValues) => {
  const result = personalSchema(rules).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('personal step rules (spec part 1 §5)', () => {
  it('requires names, date of birth, gender, marital status and religion; not the middle name', () => {
    expect(issues(KINDS.witness, emptyPersonal([BOOLEAN_ALIVE, BOOLEAN_ACTIVE]))).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      dob: 'Date of birth is required.',
      gender: 'Gender is required.',
      maritalStatusId: 'Marital status is required.',
      religionId: 'Religion is required.',
    });
    expect(issues(KINDS.witness, valid)).toEqual({});
  });

  it('requires a relation on heir and beneficiary forms only', () => {
    const noRelation = { ...valid, nhMasterId: '' };
    expect(issues(KINDS.heir, noRelation)).toEqual({ nhMasterId: 'Relation is required.' });
    expect(issues(KINDS.beneficiary_individual, noRelation)).toEqual({ nhMasterId: 'Relation is required.' });
    expect(issues(KINDS.executor, noRelation)).toEqual({});
  });

  it('requires a designation for a contact person', () => {
    expect(issues(KINDS.contact_person, valid)).toEqual({ designation: 'Designation is required.' });
    expect(issues(KINDS.contact_person, { ...valid, designation: 'Director' })).toEqual({});
  });

  it('requires a past date of death when alive is unticked', () => {
    const deceased = { ...valid, selectedBooleanMasters: [] };
    expect(issues(KINDS.heir, deceased)).toEqual({ dod: 'Date of death is required.' });
    expect(issues(KINDS.heir, { ...deceased, dod: '2999-01-01' })).toEqual({ dod: 'Date of death cannot be in the future.' });
    expect(issues(KINDS.heir, { ...deceased, dod: '2020-01-01' })).toEqual({});
  });

  it('refuses a birth date in the future', () => {
    expect(issues(KINDS.heir, { ...valid, dob: '2999-01-01' })).toEqual({ dob: 'Date of birth cannot be in the future.' });
  });

  it('does not ask the testator for a gender (it comes from registration)', () => {
    expect(issues({ ...KINDS.self, genderReadOnly: true }, { ...valid, gender: '' })).toEqual({});
  });

  it('builds the save body: ids as numbers, a date of death only for someone not alive', () => {
    const body = personalToBody(
      { ...valid, dod: '2020-01-01', middleName: '  ' },
      { entityId: 12, coreId: 7, primaryId: 7, version: 3, rules: KINDS.heir },
    );
    expect(body).toMatchObject({
      entityId: 12,
      firstName: 'Meera',
      middleName: null,
      dod: null,
      maritalStatusId: 2,
      religionId: 1,
      nhMasterId: 5,
      selectedBooleanMasters: [BOOLEAN_ALIVE, BOOLEAN_ACTIVE],
      coreId: 7,
      primaryId: 7,
      version: 3,
    });
    const deceased = personalToBody(
      { ...valid, selectedBooleanMasters: [], dod: '2020-01-01' },
      { entityId: 12, coreId: 7, primaryId: 7, version: 3, rules: KINDS.heir },
    );
    expect(deceased.dod).toBe('2020-01-01');
    expect(personalToBody(valid, { entityId: 7, coreId: 7, primaryId: null, version: null, rules: KINDS.self }).nhMasterId).toBeNull();
  });

  it('identifies a person as the deed does: parentage whole or not at all, "late", and the occupation (issue 22)', () => {
    expect(issues(KINDS.witness, { ...valid, parentageKind: 'father' })).toEqual({ parentageName: 'This field is required.' });
    expect(issues(KINDS.witness, { ...valid, parentageName: 'Ramesh Rao' })).toEqual({ parentageKind: 'This field is required.' });
    const witness = {
      ...valid,
      parentageKind: 'father' as const,
      parentageName: ' Ramesh Rao ',
      parentageLate: true,
      occupation: ' Teacher ',
    };
    expect(issues(KINDS.witness, witness)).toEqual({});
    const context = { entityId: 12, coreId: 7, primaryId: null, version: 1 };
    expect(personalToBody(witness, { ...context, rules: KINDS.witness })).toMatchObject({
      parentageKind: 'father',
      parentageName: 'Ramesh Rao',
      parentageLate: true,
      occupation: 'Teacher',
    });
    // No relation named: nothing of it is sent, not even "late".
    expect(personalToBody({ ...valid, parentageLate: true }, { ...context, rules: KINDS.self })).toMatchObject({
      parentageKind: null,
      parentageName: null,
      parentageLate: false,
      occupation: null,
    });
    // An organisation's contact person is not identified by parentage.
    expect(personalToBody(witness, { ...context, rules: KINDS.contact_person })).not.toHaveProperty('parentageKind');
  });
});
