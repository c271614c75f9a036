// What changed between two versions of a will, read from what the will said (a snapshot of its context kept
// with each version), never from the PDF. Pure; the server words each change by its code in the person's
// language (labels willChange<Code>).
import type { TEntityKind } from './kinds.ts';

/**
 * What a deed prints of a person beyond their name, and the facts the law reads (issue 27): kept with each version
 * since then, absent in older snapshots (a comparison with one of those skips what it lacks). `printed` is a digest
 * of what the deed prints of them (relation, date of birth, parentage, occupation, first address, alive or late,
 * minor, organisation type): a contact's phone or an identity number, which no deed prints, is not in it.
 */
export type TSnapshotPersonFacts = {
  printed?: string;
  relationId?: number | null;
  parentId?: number | null;
  dob?: string | null;
  isAlive?: boolean;
  isMinor?: boolean;
};

/** What a version of the will said, in ids and names: enough to tell a person what changed. */
export type TWillSnapshot = {
  templateName: string;
  languageName: string;
  /** Issue 27: the template and language it was written in, and a digest of the template's headings and clause texts. */
  templateId?: number | null;
  languageCode?: string;
  textDigest?: string;
  /** Issue 27: the testator as the deed prints them, and the facts that choose their personal law. */
  testator?: { printed: string; religionId: number | null; maritalStatusId: number | null; muslimSchool: string | null } | null;
  /** Issue 27: a digest of the will as a whole (signature or thumb, school of law, guardians, residue). */
  plan?: string;
  people: ({ entityId: number; kind: TEntityKind; fullName: string } & TSnapshotPersonFacts)[];
  /** printed (issue 27): a digest of what the deed prints of the asset (kind, subtype, description, value, holding, nominee, location, identifiers as shown masked). */
  assets: { assetId: number; name: string; ownedValue: number; printed?: string }[];
  /** One row per asset and beneficiary of a bequest; share null where the bequest describes it in words. */
  gifts: { assetId: number; entityId: number; share: number | null; condition: string; printed?: string }[];
};

export const WILL_CHANGE_CODES = [
  'template',
  'language',
  'personAdded',
  'personRemoved',
  'personRenamed',
  'assetAdded',
  'assetRemoved',
  'assetValue',
  'giftAdded',
  'giftRemoved',
  'shareChanged',
  'conditionChanged',
  // Issue 27: what the deed prints beyond names and shares.
  'testatorDetails',
  'personDetails',
  'assetDetails',
  'planChanged',
  'templateText',
] as const;
export type TWillChangeCode = (typeof WILL_CHANGE_CODES)[number];
export type TWillChange = { code: TWillChangeCode; params: Record<string, string | number>; kind?: TEntityKind };

/** The people a will names for what they do (the testator and contact persons are not news in a will). */
const NAMED_KINDS: readonly TEntityKind[] = [
  'heir',
  'beneficiary_individual',
  'beneficiary_corporate',
  'non_beneficiary_individual',
  'non_beneficiary_corporate',
  'executor',
  'witness',
  'registrar',
];

const shareText = (share: number | null) => (share === null ? '—' : `${share}%`);

export function willChanges(before: TWillSnapshot, after: TWillSnapshot): TWillChange[] {
  const changes: TWillChange[] = [];
  /** Two digests differ: both known (a snapshot kept before issue 27 has none) and not equal. */
  const differs = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a !== b;
  if (before.templateName !== after.templateName)
    changes.push({ code: 'template', params: { from: before.templateName, to: after.templateName } });
  if (before.languageName !== after.languageName)
    changes.push({ code: 'language', params: { from: before.languageName, to: after.languageName } });
  // The same template in the same language, whose headings or clause texts the library has changed since.
  else if (before.templateName === after.templateName && differs(before.textDigest, after.textDigest))
    changes.push({ code: 'templateText', params: { template: after.templateName } });
  if (differs(before.testator?.printed, after.testator?.printed)) changes.push({ code: 'testatorDetails', params: {} });
  if (differs(before.plan, after.plan)) changes.push({ code: 'planChanged', params: {} });

  const named = (snapshot: TWillSnapshot) =>
    new Map(snapshot.people.filter((p) => NAMED_KINDS.includes(p.kind)).map((p) => [p.entityId, p]));
  const [peopleBefore, peopleAfter] = [named(before), named(after)];
  for (const [id, person] of peopleAfter) {
    const earlier = peopleBefore.get(id);
    if (!earlier) changes.push({ code: 'personAdded', params: { name: person.fullName }, kind: person.kind });
    else if (earlier.fullName !== person.fullName)
      changes.push({ code: 'personRenamed', params: { from: earlier.fullName, to: person.fullName }, kind: person.kind });
    else if (differs(earlier.printed, person.printed))
      changes.push({ code: 'personDetails', params: { name: person.fullName }, kind: person.kind });
  }
  for (const [id, person] of peopleBefore)
    if (!peopleAfter.has(id)) changes.push({ code: 'personRemoved', params: { name: person.fullName }, kind: person.kind });

  const assetsBefore = new Map(before.assets.map((asset) => [asset.assetId, asset]));
  const assetsAfter = new Map(after.assets.map((asset) => [asset.assetId, asset]));
  for (const [id, asset] of assetsAfter) {
    const earlier = assetsBefore.get(id);
    if (!earlier) changes.push({ code: 'assetAdded', params: { asset: asset.name } });
    else if (earlier.ownedValue !== asset.ownedValue)
      changes.push({ code: 'assetValue', params: { asset: asset.name, from: earlier.ownedValue, to: asset.ownedValue } });
    else if (differs(earlier.printed, asset.printed)) changes.push({ code: 'assetDetails', params: { asset: asset.name } });
  }
  for (const [id, asset] of assetsBefore) if (!assetsAfter.has(id)) changes.push({ code: 'assetRemoved', params: { asset: asset.name } });

  const nameOf = (id: number) =>
    peopleAfter.get(id)?.fullName ?? peopleBefore.get(id)?.fullName ?? after.people.find((p) => p.entityId === id)?.fullName ?? '';
  const assetOf = (id: number) => assetsAfter.get(id)?.name ?? assetsBefore.get(id)?.name ?? '';
  const key = (gift: TWillSnapshot['gifts'][number]) => `${gift.assetId}:${gift.entityId}`;
  const giftsBefore = new Map(before.gifts.map((gift) => [key(gift), gift]));
  const giftsAfter = new Map(after.gifts.map((gift) => [key(gift), gift]));
  for (const [k, gift] of giftsAfter) {
    const params = { asset: assetOf(gift.assetId), name: nameOf(gift.entityId) };
    const earlier = giftsBefore.get(k);
    if (!earlier) changes.push({ code: 'giftAdded', params: { ...params, share: shareText(gift.share) } });
    else {
      if (earlier.share !== gift.share)
        changes.push({ code: 'shareChanged', params: { ...params, from: shareText(earlier.share), to: shareText(gift.share) } });
      // printed (issue 27): the kind of condition, its age, who takes after a life interest, the guardian, the descriptions.
      if (earlier.condition !== gift.condition || differs(earlier.printed, gift.printed))
        changes.push({ code: 'conditionChanged', params });
    }
  }
  for (const [k, gift] of giftsBefore)
    if (!giftsAfter.has(k)) changes.push({ code: 'giftRemoved', params: { asset: assetOf(gift.assetId), name: nameOf(gift.entityId) } });
  return changes;
}

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The label that words a change: willChange<Code> (filled with its params and {{role}}). */
export const willChangeLabelKey = (code: TWillChangeCode) => `willChange${pascal(code)}`;
/** The word for a person's part in a will, as a change names it: willRole<Kind> (beneficiary_individual → willRoleBeneficiaryIndividual). */
export const willRoleLabelKey = (kind: TEntityKind) => `willRole${kind.split('_').map(pascal).join('')}`;
