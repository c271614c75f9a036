import { describe, expect, it } from 'vitest';
import { personChoiceLabel, personOptions } from './person-choice.ts';

const words: Record<string, string> = { personRoleWitness: 'Witness', personRoleHeir: 'Heir', personChoiceBorn: 'born {{year}}' };
const t = (key: string, values?: Record<string, unknown>) =>
  (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]));

describe('a person in a list of choices (issue 23)', () => {
  it('tells two people of one name apart by relation, role and year of birth', () => {
    const son = personChoiceLabel({ entityId: 1, fullName: 'Amit Sharma', kind: 'heir', relationName: 'Son', dob: '1990-04-02' }, t);
    const witness = personChoiceLabel({ entityId: 2, fullName: 'Amit Sharma', kind: 'witness', relationName: null, dob: '1985-01-09' }, t);
    expect(son).toBe('Amit Sharma (Son, born 1990)');
    expect(witness).toBe('Amit Sharma (Witness, born 1985)');
    expect(son).not.toBe(witness);
  });

  it('says only what is known', () => {
    expect(personChoiceLabel({ entityId: 3, fullName: 'Pune Seva Trust', kind: 'beneficiary_corporate' }, t)).toBe('Pune Seva Trust');
    expect(personChoiceLabel({ entityId: 4, fullName: 'Meera', kind: 'contact_person', dob: null }, t)).toBe('Meera');
    expect(personChoiceLabel({ entityId: 5, fullName: 'Ravi', kind: 'heir', relationName: 'Brother', dob: null }, t)).toBe(
      'Ravi (Brother)',
    );
  });

  it('adds them where two people of a list share a name, and leaves a unique name as it is', () => {
    const options = personOptions(
      [
        { entityId: 1, fullName: 'Amit Sharma', kind: 'heir', relationName: 'Son', dob: '1990-04-02' },
        { entityId: 2, fullName: 'Amit Sharma', kind: 'witness', relationName: null, dob: '1985-01-09' },
        { entityId: 3, fullName: 'Meena Rao', kind: 'beneficiary_individual', relationName: 'Friend', dob: '1990-04-12' },
      ],
      t,
    );
    expect(options).toEqual([
      { value: '1', label: 'Amit Sharma (Son, born 1990)' },
      { value: '2', label: 'Amit Sharma (Witness, born 1985)' },
      { value: '3', label: 'Meena Rao' },
    ]);
  });
});
