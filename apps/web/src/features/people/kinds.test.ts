import { BOOLEAN_ACTIVE, BOOLEAN_ALIVE } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { editTarget, KINDS, newRecordPath } from './kinds.ts';

describe('edit routing (spec part 1 §4)', () => {
  it('opens each kind on its own form, on the first step, with the record in the address', () => {
    expect(editTarget({ kind: 'heir', entityId: 5 })).toEqual({ path: '/testator/addnaturalheirs/entityDetails?entityId=5', step: 0 });
    expect(editTarget({ kind: 'beneficiary_individual', entityId: 6 })?.path).toBe(
      '/testator/addbeneficiaryindividual/beneficiaryIndividualentityDetails?entityId=6',
    );
    expect(editTarget({ kind: 'non_beneficiary_individual', entityId: 6 })?.path).toBe(
      '/testator/addnonbeneficiaryindividual/nonBeneficiaryentityDetails?entityId=6',
    );
    expect(editTarget({ kind: 'executor', entityId: 7 })?.path).toBe('/testator/addexecutor/addexecutorDetails?entityId=7');
    expect(editTarget({ kind: 'witness', entityId: 8 })?.path).toBe('/testator/addwitness/addwitnessyDetails?entityId=8');
    expect(editTarget({ kind: 'beneficiary_corporate', entityId: 9 })?.path).toBe(
      '/testator/addbeneficiarycorporate/beneficiarycorporateDetails?entityId=9',
    );
    expect(editTarget({ kind: 'non_beneficiary_corporate', entityId: 9 })?.path).toBe(
      '/testator/addnonbeneficiarycorporate/nonBeneficiarycorporateDetails?entityId=9',
    );
    expect(editTarget({ kind: 'registrar', entityId: 10 })?.path).toBe('/testator/addregistrar/registrarDetails?entityId=10');
    expect(editTarget({ kind: 'self', entityId: 1 })?.path).toBe('/testator/define-self');
  });

  it('opens a contact person under the record it belongs to', () => {
    expect(editTarget({ kind: 'contact_person', entityId: 11, primaryId: 9, parentKind: 'registrar' })?.path).toBe(
      '/testator/addregistrar/contactperson?primaryId=9&entityId=11',
    );
    expect(editTarget({ kind: 'contact_person', entityId: 11, primaryId: 4, parentKind: 'non_beneficiary_corporate' })?.path).toBe(
      '/testator/addnonbeneficiarycorporate/contactperson?primaryId=4&entityId=11',
    );
  });

  it('knows nothing of unknown kinds', () => {
    expect(editTarget({ kind: 'asset', entityId: 1 })).toBeNull();
  });

  it('adds an extension heir or a contact person with the primary id', () => {
    expect(newRecordPath('/testator/addnaturalheirs/entityDetails', 5)).toBe('/testator/addnaturalheirs/entityDetails?primaryId=5');
    expect(newRecordPath('/testator/addnaturalheirs/entityDetails')).toBe('/testator/addnaturalheirs/entityDetails');
  });

  it('preselects alive for executors, alive and active for contact persons (spec part 1 §4)', () => {
    expect(KINDS.executor.defaultBooleans).toEqual([BOOLEAN_ALIVE]);
    expect([...KINDS.contact_person.defaultBooleans].sort()).toEqual([BOOLEAN_ACTIVE, BOOLEAN_ALIVE].sort());
    expect(KINDS.self.specificAttribute).toBe(false);
  });
});
