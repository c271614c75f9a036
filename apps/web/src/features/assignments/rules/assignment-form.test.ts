import type { TAssignedAsset, TBeneficiaryChoice } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import {
  type AssignmentEntryValues,
  type AssignmentFormValues,
  assignmentFieldPaths,
  assignmentFromSaved,
  assignmentSchema,
  assignmentToBody,
  beneficiaryChoices,
  chooseBeneficiary,
  chooseType,
  emptyEntry,
  enterCount,
  guardianChoices,
  isChosenElsewhere,
  isMinorChoice,
  proportionModeOf,
  remainderChoices,
  showsSubDescription,
  statedSharesProblem,
  totalProportion,
  withImmediateTransfer,
} from './assignment-form.ts';

const person = (entityId: number, fullName: string, isMinor = false): TBeneficiaryChoice => ({
  entityId,
  firstName: fullName.split(' ')[0]!,
  middleName: null,
  lastName: fullName.split(' ')[1] ?? null,
  fullName,
  kind: 'beneficiary_individual',
  dob: null,
  relationName: null,
  isMinor,
});
const MEENA = person(11, 'Meena Rao');
const ARJUN = person(12, 'Arjun Rao');
const KAVYA = person(13, 'Kavya Rao', true);
const EVERYONE = [MEENA, ARJUN, KAVYA];

const filled = (beneficiaryId: number, overrides: Partial<AssignmentEntryValues> = {}): AssignmentEntryValues => ({
  ...emptyEntry(),
  beneficiaryId: String(beneficiaryId),
  condition: 'On my death',
  assignmentDescription: 'My share of the house',
  ...overrides,
});

/** The codes the form's schema finds, as `path:code`. */
function problemsOf(values: AssignmentFormValues, minors: number[] = []) {
  const result = assignmentSchema({ minors: new Set(minors), guardianMessage: 'needs a guardian' }).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}:${(issue as { params?: { code?: string } }).params?.code}`);
}

describe('the assignment type (spec part 2 §4)', () => {
  it('knows each type’s way with proportions and the share’s description', () => {
    expect(['10', '20', '30', '40', '50', '', '99'].map(proportionModeOf)).toEqual([
      'single',
      'equal',
      'stated',
      'equal',
      'none',
      undefined,
      undefined,
    ]);
    expect(['10', '20', '30', '40', '50'].map(showsSubDescription)).toEqual([false, false, true, true, true]);
  });

  it('type 10 gives one entry at 100 with the count 1', () => {
    expect(chooseType('10')).toEqual({ numberOfBeneficiaries: '1', beneficiaries: [emptyEntry('100')] });
  });

  it('any other type starts again with no entries', () => {
    for (const type of ['20', '30', '40', '50']) expect(chooseType(type)).toEqual({ numberOfBeneficiaries: '', beneficiaries: [] });
  });
});

describe('the number of beneficiaries (spec part 2 §4, §5, §9)', () => {
  it('is refused before a type, and goes back to 0', () => {
    expect(enterCount('', '3', [])).toEqual({ numberOfBeneficiaries: '0', beneficiaries: [], refused: 'selectTypeFirst' });
    // Clearing the field is no attempt to enter a count.
    expect(enterCount('', '', [])).toEqual({ numberOfBeneficiaries: '0', beneficiaries: [] });
  });

  it('fills equal shares, locked, for types 20 and 40: 33.33 each for three (99.99 shared)', () => {
    for (const type of ['20', '40']) {
      const { beneficiaries } = enterCount(type, '3', []);
      expect(beneficiaries.map((entry) => entry.proportion)).toEqual(['33.33', '33.33', '33.33']);
    }
    expect(enterCount('20', '4', []).beneficiaries.map((entry) => entry.proportion)).toEqual(['25', '25', '25', '25']);
    expect(enterCount('20', '8', []).beneficiaries.map((entry) => entry.proportion)).toEqual(Array(8).fill('12.5'));
  });

  it('gives no proportion for types 30 (until typed) and 50', () => {
    for (const type of ['30', '50']) expect(enterCount(type, '2', []).beneficiaries.map((entry) => entry.proportion)).toEqual(['', '']);
  });

  it('keeps what is filled in when the count changes, and shares again', () => {
    const two = enterCount('20', '2', [filled(11), filled(12)]).beneficiaries;
    const three = enterCount('20', '3', two);
    expect(three.numberOfBeneficiaries).toBe('3');
    expect(three.beneficiaries.map((entry) => [entry.beneficiaryId, entry.proportion])).toEqual([
      ['11', '33.33'],
      ['12', '33.33'],
      ['', '33.33'],
    ]);
    expect(enterCount('20', '1', three.beneficiaries).beneficiaries).toEqual([{ ...filled(11), proportion: '100' }]);
  });

  it('stays at one for type 10 whatever is typed', () => {
    expect(enterCount('10', '4', [filled(11, { proportion: '100' })])).toEqual({
      numberOfBeneficiaries: '1',
      beneficiaries: [filled(11, { proportion: '100' })],
    });
  });

  it('reads nothing from a count that is not a whole number, and stops at the limit', () => {
    expect(enterCount('20', '', [filled(11)])).toEqual({ numberOfBeneficiaries: '', beneficiaries: [] });
    expect(enterCount('20', '2.5', [])).toEqual({ numberOfBeneficiaries: '0', beneficiaries: [] });
    expect(enterCount('20', '500', []).beneficiaries).toHaveLength(50);
  });
});

describe('the beneficiaries of the entries (spec part 2 §5)', () => {
  const entries = [filled(11), filled(12), emptyEntry()];

  it('offers each row only the beneficiaries no other row has', () => {
    expect(beneficiaryChoices(EVERYONE, entries, 0).map((p) => p.fullName)).toEqual(['Meena Rao', 'Kavya Rao']);
    expect(beneficiaryChoices(EVERYONE, entries, 2).map((p) => p.fullName)).toEqual(['Kavya Rao']);
  });

  it('knows a duplicate choice', () => {
    expect(isChosenElsewhere(entries, 2, '11')).toBe(true);
    expect(isChosenElsewhere(entries, 0, '11')).toBe(false);
    expect(isChosenElsewhere(entries, 2, '')).toBe(false);
  });

  it('asks a guardian for a minor, never the minor themself', () => {
    expect(isMinorChoice(EVERYONE, '13')).toBe(true);
    expect(isMinorChoice(EVERYONE, '11')).toBe(false);
    expect(guardianChoices([MEENA, ARJUN], '11').map((p) => p.entityId)).toEqual([12]);
  });

  it('drops the guardian when the beneficiary is no longer a minor, or is the guardian', () => {
    const withGuardian = filled(13, { guardian: '11' });
    expect(chooseBeneficiary(withGuardian, '11', false).guardian).toBe('');
    expect(chooseBeneficiary(withGuardian, '11', true).guardian).toBe('');
    expect(chooseBeneficiary(withGuardian, '14', true).guardian).toBe('11');
  });

  it('adds the proportions to three decimals', () => {
    expect(totalProportion([{ proportion: '33.33' }, { proportion: '33.33' }, { proportion: '33.33' }])).toBe(99.99);
    expect(totalProportion([{ proportion: '60' }, { proportion: '50' }])).toBe(110);
    expect(totalProportion([{ proportion: '' }, { proportion: 'x' }])).toBe(0);
  });
});

describe('the form’s checks: the contract’s rules, as the server runs them', () => {
  const equal3: AssignmentFormValues = {
    assetAssignmentType: '20',
    numberOfBeneficiaries: '3',
    beneficiaries: enterCount('20', '3', [filled(11), filled(12), filled(13, { guardian: '11' })]).beneficiaries,
  };

  it('passes a complete assignment', () => {
    expect(problemsOf(equal3, [13])).toEqual([]);
  });

  it('asks for the type first', () => {
    expect(problemsOf({ assetAssignmentType: '', numberOfBeneficiaries: '', beneficiaries: [] })).toEqual(['assetAssignmentType:required']);
  });

  it('refuses a beneficiary twice, a total over 100, and missing words', () => {
    const values: AssignmentFormValues = {
      assetAssignmentType: '30',
      numberOfBeneficiaries: '2',
      beneficiaries: [
        filled(11, { assetSubDescription: 'The north half' }),
        filled(11, { conditionKind: 'text', condition: ' ', assetSubDescription: '' }),
      ],
    };
    expect(problemsOf(values).sort()).toEqual(
      [
        'beneficiaries.1.beneficiaryId:duplicate_beneficiary',
        'beneficiaries.1.condition:required',
        'beneficiaries.1.assetSubDescription:required',
      ].sort(),
    );
    // The proportions of types 20 and 40 are locked, so a total over 100 needs a tampered share.
    const tampered = { ...equal3, beneficiaries: equal3.beneficiaries.map((entry) => ({ ...entry, proportion: '40' })) };
    expect(problemsOf(tampered, [13])).toContain('beneficiaries:total_exceeded');
  });

  it('asks no condition by default, nor with an immediate transfer; the words only for a wish or the testator’s own (issue 23 item 10)', () => {
    const none = { ...equal3, beneficiaries: equal3.beneficiaries.map((entry) => ({ ...entry, condition: '' })) };
    expect(problemsOf(none, [13])).toEqual([]);
    const immediate = { ...none, beneficiaries: none.beneficiaries.map((entry) => ({ ...entry, immediateTransfer: true })) };
    expect(problemsOf(immediate, [13])).toEqual([]);
    const kinds = (overrides: Partial<AssignmentEntryValues>[]) => ({
      ...none,
      beneficiaries: none.beneficiaries.map((entry, index) => ({ ...entry, ...overrides[index] })),
    });
    expect(problemsOf(kinds([{ conditionKind: 'wish' }, { conditionKind: 'text' }, {}]), [13])).toEqual([
      'beneficiaries.0.condition:required',
      'beneficiaries.1.condition:required',
    ]);
    expect(
      problemsOf(
        kinds([{ conditionKind: 'age', conditionAge: '16' }, { conditionKind: 'age', conditionAge: '25' }, { conditionKind: 'age' }]),
        [13],
      ),
    ).toEqual(['beneficiaries.0.conditionAge:invalid_age', 'beneficiaries.2.conditionAge:invalid_age']);
    expect(problemsOf(kinds([{ conditionKind: 'lifeInterest' }, { conditionKind: 'lifeInterest', remainderTo: '13' }, {}]), [13])).toEqual([
      'beneficiaries.0.remainderTo:required',
    ]);
  });

  it('takes type 30’s percentages all given and adding up to 100, or none (issue 22)', () => {
    const stated = (a: string, b: string): AssignmentFormValues => ({
      assetAssignmentType: '30',
      numberOfBeneficiaries: '2',
      beneficiaries: [
        filled(11, { proportion: a, assetSubDescription: 'The north part' }),
        filled(12, { proportion: b, assetSubDescription: 'The south part' }),
      ],
    });
    expect(problemsOf(stated('30', '70'))).toEqual([]);
    expect(problemsOf(stated('', ''))).toEqual([]);
    expect(problemsOf(stated('30', ''))).toEqual(['beneficiaries:shares_partial']);
    expect(problemsOf(stated('30', '60'))).toEqual(['beneficiaries:shares_not_100']);
    expect(statedSharesProblem('stated', stated('30', '60').beneficiaries)).toBe('not100');
    expect(statedSharesProblem('stated', stated('30', '').beneficiaries)).toBe('partial');
    expect(statedSharesProblem('stated', stated('30', '70').beneficiaries)).toBeUndefined();
    expect(statedSharesProblem('none', stated('30', '60').beneficiaries)).toBeUndefined();
    const body = assignmentToBody(stated('30', '70'), {
      assignmentId: null,
      assetIds: [3],
      testatorId: 5,
      version: null,
      minors: new Set(),
    });
    expect(body.beneficiaries?.map((entry) => entry.proportion)).toEqual([30, 70]);
    // A count changed keeps the percentages typed.
    expect(enterCount('30', '3', stated('30', '70').beneficiaries).beneficiaries.map((entry) => entry.proportion)).toEqual([
      '30',
      '70',
      '',
    ]);
  });

  it('an immediate transfer cannot wait for an age or a life interest; a wish stays', () => {
    expect(withImmediateTransfer(filled(11, { conditionKind: 'age', conditionAge: '21' }), true).conditionKind).toBe('absolute');
    expect(withImmediateTransfer(filled(11, { conditionKind: 'lifeInterest' }), true).conditionKind).toBe('absolute');
    expect(withImmediateTransfer(filled(11, { conditionKind: 'wish' }), true)).toMatchObject({
      conditionKind: 'wish',
      immediateTransfer: true,
    });
    expect(remainderChoices(EVERYONE, '11').map((person) => person.entityId)).toEqual([12, 13]);
  });

  it('asks a guardian for each minor', () => {
    const values = { ...equal3, beneficiaries: equal3.beneficiaries.map((entry) => ({ ...entry, guardian: '' })) };
    expect(problemsOf(values, [13])).toEqual(['beneficiaries.2.guardian:minor_needs_guardian']);
  });

  it('allows at most 3 documents per beneficiary', () => {
    const file = (n: number) => ({ key: `k${n}`, fileName: `${n}.pdf`, fileType: 'application/pdf', size: 10, fileData: 'JVBERi0=' });
    const values = {
      ...equal3,
      beneficiaries: equal3.beneficiaries.map((entry, index) => (index === 0 ? { ...entry, documents: [1, 2, 3, 4].map(file) } : entry)),
    };
    expect(problemsOf(values, [13])).toEqual(['beneficiaries.0.documents:too_many_documents']);
  });
});

describe('to and from the server', () => {
  const saved: TAssignedAsset = {
    assignmentId: 7,
    assetAssignmentType: 40,
    numberOfBeneficiaries: 2,
    assetIds: [3, 4],
    version: 2,
    beneficiaries: [
      {
        beneficiaryId: 11,
        proportion: 50,
        condition: 'To be used for her education',
        immediateTransfer: true,
        guardian: null,
        assignmentDescription: 'Half',
        assetSubDescription: 'The north half',
        documents: [{ documentMasterId: 90, fileName: 'deed.pdf', fileType: 'application/pdf', size: 1200 }],
        conditionKind: 'wish',
        conditionAge: null,
        remainderTo: null,
      },
      {
        beneficiaryId: 13,
        proportion: 50,
        condition: '',
        immediateTransfer: false,
        guardian: 11,
        assignmentDescription: 'Half',
        assetSubDescription: 'The south half',
        documents: [],
        conditionKind: 'age',
        conditionAge: 21,
        remainderTo: null,
      },
    ],
  };

  it('fills the form from a saved assignment and sends it back as it was, with its version', () => {
    const values = assignmentFromSaved(saved);
    expect(values.assetAssignmentType).toBe('40');
    expect(values.beneficiaries[0]?.documents).toEqual([
      { key: 'saved-90', fileName: 'deed.pdf', fileType: 'application/pdf', size: 1200, documentMasterId: 90 },
    ]);
    const body = assignmentToBody(values, { assignmentId: 7, assetIds: [3, 4], testatorId: 5, version: 2, minors: new Set([13]) });
    expect(body).toEqual({
      assignmentId: 7,
      assetAssignmentType: 40,
      numberOfBeneficiaries: 2,
      assetIds: [3, 4],
      testatorId: 5,
      version: 2,
      beneficiaries: [
        {
          beneficiaryId: 11,
          proportion: 50,
          conditionKind: 'wish',
          condition: 'To be used for her education',
          conditionAge: null,
          remainderTo: null,
          immediateTransfer: true,
          guardian: null,
          assignmentDescription: 'Half',
          assetSubDescription: 'The north half',
          documents: [{ documentMasterId: 90, fileName: 'deed.pdf' }],
        },
        {
          beneficiaryId: 13,
          proportion: 50,
          conditionKind: 'age',
          condition: '',
          conditionAge: 21,
          remainderTo: null,
          immediateTransfer: false,
          guardian: 11,
          assignmentDescription: 'Half',
          assetSubDescription: 'The south half',
          documents: [],
        },
      ],
    });
  });

  it('sends no guardian for an adult, no proportion for type 50, no share description for 10 and 20, no words for no condition', () => {
    const described = assignmentToBody(
      {
        assetAssignmentType: '50',
        numberOfBeneficiaries: '1',
        beneficiaries: [filled(11, { proportion: '20', guardian: '12', assetSubDescription: ' The car ' })],
      },
      { assignmentId: null, assetIds: [3], testatorId: 5, version: null, minors: new Set() },
    );
    expect(described.beneficiaries?.[0]).toMatchObject({
      proportion: null,
      guardian: null,
      assetSubDescription: 'The car',
      conditionKind: 'absolute',
      condition: '',
      conditionAge: null,
      remainderTo: null,
    });
    const single = assignmentToBody(
      {
        assetAssignmentType: '10',
        numberOfBeneficiaries: '1',
        beneficiaries: [filled(11, { proportion: '100', assetSubDescription: 'x' })],
      },
      { assignmentId: null, assetIds: [3], testatorId: 5, version: null, minors: new Set() },
    );
    expect(single.beneficiaries?.[0]).toMatchObject({ proportion: 100, assetSubDescription: null });
  });

  it('sends a new document as base64', () => {
    const body = assignmentToBody(
      {
        assetAssignmentType: '10',
        numberOfBeneficiaries: '1',
        beneficiaries: [
          filled(11, {
            proportion: '100',
            documents: [{ key: 'new-1', fileName: 'deed.pdf', fileType: 'application/pdf', size: 5, fileData: 'JVBERi0=' }],
          }),
        ],
      },
      { assignmentId: null, assetIds: [3], testatorId: 5, version: null, minors: new Set() },
    );
    expect(body.beneficiaries?.[0]?.documents).toEqual([
      { fileName: 'deed.pdf', fileType: 'application/pdf', fileData: 'JVBERi0=', isPDF: true },
    ]);
  });

  it('names every field a server error can point at', () => {
    const paths = assignmentFieldPaths(2);
    expect(paths).toContain('beneficiaries.1.guardian');
    expect(paths).toContain('beneficiaries.0.documents');
    expect(paths.at(-1)).toBe('beneficiaries');
  });
});
