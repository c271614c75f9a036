// Issue 27 item 4: the texts a deed prints as the testator recorded them (names, parentage, occupations, addresses,
// the assets' names, descriptions, places and nominees, the gifts' conditions and descriptions), each with the record
// that holds it; and the read with the forms written for them in a deed's script put in their place, so the will
// context (context.ts) and every clause over it print them without knowing they exist. Pure functions over the read.
import {
  conditionNeedsText,
  isFillerCondition,
  type TDeedText,
  type TDeedTextField,
  type TDeedTextOwner,
  type TScript,
  type TWillAsset,
  type TWillAssets,
  type TWillAssignments,
  type TWillPeople,
  type TWillPerson,
  type TWillPlan,
  type TWillRecords,
} from '@vasiyat/contract';

/** A form written for one text of the deed, as stored: its record, field and script, the text it stands for and itself. */
export type TWrittenForm = TDeedTextOwner & { field: TDeedTextField; script: TScript; source: string; text: string };

/** The parts of the will's read (context.ts WillRead) that hold the deed's texts and their forms. */
export type DeedRead = {
  people: TWillPeople;
  records: TWillRecords;
  assets: TWillAssets;
  assignments: TWillAssignments;
  plan: TWillPlan;
  writtenForms?: readonly TWrittenForm[];
};

/** One text the deed prints, where it lives and whose it is (the will screen's list names the owner). */
export type DeedTextItem = Omit<TDeedText, 'written'>;

const joined = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

type WillAddress = TWillRecords['addresses'][number];

/** An address in one line, as the deed prints it ("India" left out; a district only where it is not the city). */
export function addressLine(address: WillAddress): string {
  if (address.written) return address.written;
  const country = address.country && !/^india$/i.test(address.country.trim()) ? address.country : null;
  return joined([
    address.doorNo,
    address.buildingNumber,
    address.street,
    address.locality,
    address.city,
    address.district && address.district !== address.city ? address.district : null,
    joined([address.state, address.pincode], ' '),
    country,
  ]);
}

type WillLocation = NonNullable<TWillAsset['location']>;
/** Where an asset is, in one line. */
export function locationLine(location: WillLocation): string {
  if (location.written) return location.written;
  return joined([location.addressDetails, location.landmark, location.city, joined([location.state, location.pincode], ' ')]);
}

/** The first address of a person (permanent before others: records are ordered by address type). */
export const firstAddress = (read: DeedRead, entityId: number) => read.records.addresses.find((row) => row.entityId === entityId);

/** Text typed to fill a required field ("NA", "None", "-") is no text: a deed never prints it. */
export const typed = (text: string | null | undefined) => (isFillerCondition(text) ? '' : (text ?? '').trim());

const PRINTED_KINDS: ReadonlySet<string> = new Set(['heir', 'beneficiary_individual', 'beneficiary_corporate', 'executor', 'witness']);

/** The people a deed names: the testator, the kinds it lists, and anyone a gift or the plan names (a guardian, a remainder). */
function printedPeople(read: DeedRead): TWillPerson[] {
  const named = new Set<number>();
  for (const assignment of read.assignments.assignments)
    for (const entry of assignment.beneficiaries)
      for (const id of [entry.entityId, entry.guardianId, entry.remainderId]) if (id !== null) named.add(id);
  for (const id of [read.plan.guardianId, read.plan.backupGuardianId, read.plan.propertyManagerId]) if (id !== null) named.add(id);
  for (const entry of read.plan.residuary) named.add(entry.entityId);
  const others = read.people.people.filter(
    (person) => PRINTED_KINDS.has(person.kind) || person.kind === 'registrar' || named.has(person.entityId),
  );
  return [...(read.people.testator ? [read.people.testator] : []), ...others];
}

/**
 * Every text of the read that the deed prints, in the order a deed names them: people, assets, gifts. Of the read as
 * recorded, the texts forms are written for; of a read in a deed's script (inDeedScript), what that deed prints.
 */
export function deedTextsOf(read: DeedRead): DeedTextItem[] {
  const items: DeedTextItem[] = [];
  const add = (owner: TDeedTextOwner, field: TDeedTextField, who: Pick<DeedTextItem, 'ownerKind' | 'ownerName'>, text: string) => {
    const value = text.trim();
    if (value) items.push({ ...owner, field, ...who, text: value });
  };
  for (const person of printedPeople(read)) {
    const owner = { entityId: person.entityId, assetId: null, assignmentId: null };
    const who = { ownerKind: person.kind === 'self' ? 'self' : 'person', ownerName: person.fullName } as const;
    add(owner, 'fullName', who, person.fullName);
    // A registrar is named by office alone; an organisation has no parentage or occupation, but has an address.
    if (person.kind === 'registrar') continue;
    add(owner, 'parentage', who, person.parentageName ?? '');
    add(owner, 'occupation', who, person.occupation ?? '');
    const address = firstAddress(read, person.entityId);
    if (address) add(owner, 'address', who, addressLine(address));
  }
  for (const asset of read.assets.assets) {
    const owner = { entityId: null, assetId: asset.assetId, assignmentId: null };
    const who = { ownerKind: 'asset', ownerName: asset.assetName } as const;
    add(owner, 'assetName', who, asset.assetName);
    add(owner, 'assetDescription', who, typed(asset.description));
    if (asset.location) add(owner, 'assetLocation', who, locationLine(asset.location));
    add(owner, 'nomineeName', who, asset.nomineeName ?? '');
  }
  const nameOf = new Map(read.people.people.map((person) => [person.entityId, person.fullName]));
  const assetName = new Map(read.assets.assets.map((asset) => [asset.assetId, asset.assetName]));
  for (const assignment of read.assignments.assignments) {
    const assets = joined(assignment.assetIds.map((id) => assetName.get(id)));
    for (const entry of assignment.beneficiaries) {
      const owner = { entityId: entry.entityId, assetId: null, assignmentId: assignment.assignmentId };
      const who = { ownerKind: 'gift', ownerName: joined([assets, nameOf.get(entry.entityId)], ' → ') } as const;
      if (conditionNeedsText(entry.conditionKind)) add(owner, 'giftCondition', who, typed(entry.condition));
      add(owner, 'giftDescription', who, typed(entry.description));
      add(owner, 'giftShareDescription', who, typed(entry.subDescription));
    }
  }
  return items;
}

const keyOf = (owner: TDeedTextOwner, field: string) => `${owner.entityId ?? 0}:${owner.assetId ?? 0}:${owner.assignmentId ?? 0}:${field}`;

/**
 * The forms of a read that apply in a script: written for it, and for the text the record holds now (a form of a name
 * since changed stands for nothing and is not printed). Keyed by record and field.
 */
export function formsInScript(read: DeedRead, script: TScript): Map<string, string> {
  const current = new Map(deedTextsOf(read).map((item) => [keyOf(item, item.field), item.text]));
  const forms = new Map<string, string>();
  for (const form of read.writtenForms ?? []) {
    const key = keyOf(form, form.field);
    if (form.script === script && current.get(key) === form.source) forms.set(key, form.text);
  }
  return forms;
}

/** The form written for one text, if it applies. */
export const formOf = (forms: ReadonlyMap<string, string>, owner: TDeedTextOwner, field: TDeedTextField) => forms.get(keyOf(owner, field));

/**
 * The read as a deed in `script` prints it: each text with a form written in that script replaced by it, everywhere the
 * text appears (a person named as heir, as guardian and in the residue; an asset in the schedule and in its bequest).
 * A deed in English (or a read without forms) is the read itself.
 */
export function inDeedScript<R extends DeedRead>(read: R, script: TScript): R {
  if (script === 'latn' || !read.writtenForms?.length) return read;
  const forms = formsInScript(read, script);
  if (forms.size === 0) return read;
  const person = (one: TWillPerson): TWillPerson => {
    const owner = { entityId: one.entityId, assetId: null, assignmentId: null };
    return {
      ...one,
      fullName: formOf(forms, owner, 'fullName') ?? one.fullName,
      parentageName: formOf(forms, owner, 'parentage') ?? one.parentageName,
      occupation: formOf(forms, owner, 'occupation') ?? one.occupation,
    };
  };
  const addressIndex = new Map<number, number>();
  read.records.addresses.forEach((address, index) => {
    if (!addressIndex.has(address.entityId)) addressIndex.set(address.entityId, index);
  });
  return {
    ...read,
    people: { testator: read.people.testator ? person(read.people.testator) : null, people: read.people.people.map(person) },
    records: {
      ...read.records,
      addresses: read.records.addresses.map((address, index) => {
        const written =
          addressIndex.get(address.entityId) === index
            ? formOf(forms, { entityId: address.entityId, assetId: null, assignmentId: null }, 'address')
            : undefined;
        return written ? { ...address, written } : address;
      }),
    },
    assets: {
      assets: read.assets.assets.map((asset) => {
        const owner = { entityId: null, assetId: asset.assetId, assignmentId: null };
        const location = formOf(forms, owner, 'assetLocation');
        return {
          ...asset,
          assetName: formOf(forms, owner, 'assetName') ?? asset.assetName,
          description: formOf(forms, owner, 'assetDescription') ?? asset.description,
          nomineeName: formOf(forms, owner, 'nomineeName') ?? asset.nomineeName,
          location: asset.location && location ? { ...asset.location, written: location } : asset.location,
        };
      }),
    },
    assignments: {
      assignments: read.assignments.assignments.map((assignment) => ({
        ...assignment,
        beneficiaries: assignment.beneficiaries.map((entry) => {
          const owner = { entityId: entry.entityId, assetId: null, assignmentId: assignment.assignmentId };
          return {
            ...entry,
            condition: formOf(forms, owner, 'giftCondition') ?? entry.condition,
            description: formOf(forms, owner, 'giftDescription') ?? entry.description,
            subDescription: formOf(forms, owner, 'giftShareDescription') ?? entry.subDescription,
          };
        }),
      })),
    },
  };
}
