// The will check (beyond the spec): what a careful lawyer would tell a testator before they print and sign,
// from the will's own data. One pure function, tested case by case; the screen and the PDF's cover page
// word each finding by its code in the person's language (labels willFinding<Code>). Not legal advice: each
// finding names the law it rests on (shared/domain/indian-wills.md).
import { equalSplit } from './assignment-rules.ts';
import { ageOn, todayInIndia } from './rules.ts';

/** Seeded master ids the check reads (apps/server/src/db/seed/masters.ts). */
export const RELATION = { spouse: 1, husband: 2, wife: 3, son: 4, daughter: 5, mother: 7 } as const;
export const RELIGION = { hindu: 1, muslim: 2, sikh: 4, buddhist: 5, jain: 6 } as const;
export const MARITAL_MARRIED = 2;
export const OWNERSHIP_COPARCENARY = 4;
export const SUBTYPE_KARTA_OF_HUF = 705;
/** Hindu Succession Act, Schedule Class I (as far as the relations list names them). */
export const CLASS_ONE = new Set<number>([
  RELATION.spouse,
  RELATION.husband,
  RELATION.wife,
  RELATION.son,
  RELATION.daughter,
  RELATION.mother,
]);
/** Personal laws under which marriage does not revoke a will (Indian Succession Act s.57, s.69). */
const MARRIAGE_KEEPS_WILL = new Set<number>([RELIGION.hindu, RELIGION.sikh, RELIGION.buddhist, RELIGION.jain]);

export const FINDING_LEVELS = ['blocker', 'warning', 'note'] as const;
export type TWillFindingLevel = (typeof FINDING_LEVELS)[number];
export type TWillFinding = {
  code: string;
  level: TWillFindingLevel;
  /** Names and numbers the finding's text says ({{name}}, {{count}}). */
  params: Record<string, string | number>;
  /** The law it rests on, as a citation. */
  legalBasis: string;
  /** The screen that fixes it. */
  fix: string;
};

export type TWillCheckInput = {
  testator: { dob: string | null; religionId: number | null; maritalStatusId: number | null } | null;
  people: readonly { entityId: number; kind: string; fullName: string; dob: string | null; relationId: number | null; isAlive: boolean }[];
  assets: readonly { assetId: number; assetName: string; ownedValue: number; ownershipTypeId: number; subtypeId: number }[];
  assignments: readonly {
    assignmentId: number;
    typeId: number;
    assetIds: readonly number[];
    beneficiaries: readonly { entityId: number; proportion: number | null; guardianId: number | null }[];
  }[];
  /** The chosen template has a residuary clause (everything not named goes somewhere). */
  templateHasResiduary: boolean;
  today?: string;
};

const LEVEL_ORDER: Record<TWillFindingLevel, number> = { blocker: 0, warning: 1, note: 2 };
const thousandths = (value: number) => Math.round(value * 1000);
const sameSplit = (shares: number[]) => {
  const total = shares.reduce((sum, share) => sum + thousandths(share), 0);
  return total === 100_000 || total === thousandths(equalSplit(shares.length).reduce((a, b) => a + b, 0));
};

export function willCheck(input: TWillCheckInput): TWillFinding[] {
  const today = input.today ?? todayInIndia();
  const findings: TWillFinding[] = [];
  const add = (finding: TWillFinding) => findings.push(finding);
  const isMinor = (dob: string | null) => dob !== null && ageOn(dob, today) < 18;
  const byId = new Map(input.people.map((person) => [person.entityId, person]));

  if (!input.testator) {
    add({ code: 'noTestator', level: 'blocker', params: {}, legalBasis: 'Indian Succession Act 1925, s.59', fix: '/testator/define-self' });
    return findings;
  }
  if (isMinor(input.testator.dob))
    add({
      code: 'testatorMinor',
      level: 'blocker',
      params: {},
      legalBasis: 'Indian Succession Act 1925, s.59',
      fix: '/testator/define-self',
    });

  const witnesses = input.people.filter((person) => person.kind === 'witness');
  if (witnesses.length < 2)
    add({
      code: 'witnessesMissing',
      level: 'blocker',
      params: { count: witnesses.length },
      legalBasis: 'Indian Succession Act 1925, s.63(c)',
      fix: '/testator/addwitness',
    });
  const executors = input.people.filter((person) => person.kind === 'executor');
  if (executors.length === 0)
    add({
      code: 'noExecutor',
      level: 'warning',
      params: {},
      legalBasis: 'Indian Succession Act 1925, ss.222-223',
      fix: '/testator/addexecutor',
    });

  // A witness who takes under the will loses the bequest (s.67); the same person entered twice is found by name and birth date.
  const receivers = new Set(input.assignments.flatMap((assignment) => assignment.beneficiaries.map((entry) => entry.entityId)));
  const key = (person: { fullName: string; dob: string | null }) => `${person.fullName.trim().toLowerCase()}|${person.dob ?? ''}`;
  const receiverKeys = new Set(
    [...receivers]
      .map((id) => byId.get(id))
      .filter((person) => person !== undefined)
      .map(key),
  );
  for (const witness of witnesses) {
    if (receiverKeys.has(key(witness)))
      add({
        code: 'witnessBeneficiary',
        level: 'warning',
        params: { name: witness.fullName },
        legalBasis: 'Indian Succession Act 1925, s.67',
        fix: '/testator/addwitness',
      });
  }

  for (const assignment of input.assignments) {
    const shares = assignment.beneficiaries.map((entry) => entry.proportion);
    if (shares.every((share) => share !== null) && shares.length > 0 && !sameSplit(shares as number[])) {
      const names = assignment.assetIds.map((id) => input.assets.find((asset) => asset.assetId === id)?.assetName ?? '').join(', ');
      add({
        code: 'sharesNot100',
        level: 'warning',
        params: { asset: names, total: shares.reduce((sum: number, share) => sum + (share ?? 0), 0) },
        legalBasis: 'Indian Succession Act 1925, s.88-89 (a bequest must be certain)',
        fix: '/testator/assetAssignment/assetAssignmentList',
      });
    }
    for (const entry of assignment.beneficiaries) {
      const beneficiary = byId.get(entry.entityId);
      if (beneficiary && beneficiary.kind !== 'beneficiary_corporate' && isMinor(beneficiary.dob) && !entry.guardianId)
        add({
          code: 'minorWithoutGuardian',
          level: 'blocker',
          params: { name: beneficiary.fullName },
          legalBasis: 'Hindu Minority and Guardianship Act 1956, s.9; Guardians and Wards Act 1890',
          fix: '/testator/assetAssignment/assetAssignmentList',
        });
    }
  }

  const assigned = new Set(input.assignments.flatMap((assignment) => assignment.assetIds));
  const unassigned = input.assets.filter((asset) => !assigned.has(asset.assetId));
  if (unassigned.length && !input.templateHasResiduary)
    add({
      code: 'unassignedNoResidue',
      level: 'warning',
      params: { count: unassigned.length },
      legalBasis: 'Hindu Succession Act 1956, s.30; intestacy for what a will does not give',
      fix: '/testator/assetAssignment',
    });

  for (const heir of input.people.filter((person) => person.kind === 'heir' && person.isAlive && CLASS_ONE.has(person.relationId ?? 0))) {
    if (!receivers.has(heir.entityId))
      add({
        code: 'classOneHeirLeftOut',
        level: 'note',
        params: { name: heir.fullName },
        legalBasis: 'Hindu Succession Act 1956, Schedule (Class I); Hindu Adoptions and Maintenance Act 1956, s.22',
        fix: '/testator/assetAssignment',
      });
  }

  const religion = input.testator.religionId;
  if (religion === RELIGION.muslim) {
    const estate = input.assets.reduce((sum, asset) => sum + asset.ownedValue, 0);
    const given = input.assignments.reduce((sum, assignment) => {
      const held = assignment.assetIds.reduce(
        (total, id) => total + (input.assets.find((asset) => asset.assetId === id)?.ownedValue ?? 0),
        0,
      );
      const share = assignment.beneficiaries.reduce(
        (total, entry) => total + (entry.proportion ?? 100 / assignment.beneficiaries.length),
        0,
      );
      return sum + (held * Math.min(share, 100)) / 100;
    }, 0);
    if (estate > 0 && given > estate / 3)
      add({
        code: 'muslimOneThird',
        level: 'warning',
        params: { percent: Math.round((given / estate) * 100) },
        legalBasis: 'Muslim personal law: a bequest beyond one third needs the heirs’ consent',
        fix: '/testator/assetAssignment/assetAssignmentList',
      });
    const heirsReceiving = [...receivers].map((id) => byId.get(id)).filter((person) => person?.kind === 'heir');
    for (const heir of heirsReceiving)
      add({
        code: 'muslimBequestToHeir',
        level: 'warning',
        params: { name: heir!.fullName },
        legalBasis: 'Muslim personal law: a bequest to an heir needs the other heirs’ consent',
        fix: '/testator/assetAssignment/assetAssignmentList',
      });
  }
  if (religion !== null && !MARRIAGE_KEEPS_WILL.has(religion))
    add({
      code: 'marriageRevokes',
      level: 'note',
      params: {},
      legalBasis: 'Indian Succession Act 1925, s.69',
      fix: '/testator/define-self',
    });

  for (const asset of input.assets.filter(
    (candidate) => candidate.ownershipTypeId === OWNERSHIP_COPARCENARY || candidate.subtypeId === SUBTYPE_KARTA_OF_HUF,
  ))
    add({
      code: 'hufProperty',
      level: 'note',
      params: { asset: asset.assetName },
      legalBasis: 'Hindu Succession Act 1956, s.30',
      fix: '/testator/fixedAsset',
    });

  return findings.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}

/** Every code the check can give, for the label test. */
export const WILL_CHECK_CODES = [
  'noTestator',
  'testatorMinor',
  'witnessesMissing',
  'noExecutor',
  'witnessBeneficiary',
  'sharesNot100',
  'minorWithoutGuardian',
  'unassignedNoResidue',
  'classOneHeirLeftOut',
  'muslimOneThird',
  'muslimBequestToHeir',
  'marriageRevokes',
  'hufProperty',
] as const;

/** The label that words a finding: willFinding<Code> (filled with its params). */
export const willFindingLabelKey = (code: string) => `willFinding${code.charAt(0).toUpperCase()}${code.slice(1)}`;
