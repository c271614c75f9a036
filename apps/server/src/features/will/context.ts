// A testator's will, read once from each feature's findForWill and turned into what the rest needs: the will
// context clauses are written over (in the document's language), the will check's input, and the snapshot kept
// with each version. Every read filters by the testator's id.
import {
  ageOn,
  assetKindLabelKeys,
  CLASS_ONE,
  type TWillAssets,
  type TWillAssignments,
  type TWillCheckInput,
  type TWillContext,
  type TWillPeople,
  type TWillPerson,
  type TWillRecords,
  type TWillSnapshot,
} from '@vasiyat/contract';
import type { Label } from '../../platform/i18n/service.ts';
import * as assets from '../assets/service.ts';
import * as assignments from '../assignments/service.ts';
import * as records from '../people/records/service.ts';
import * as people from '../people/service.ts';
import { deedDay, numericDate, percent, rupees, writtenDate } from './words.ts';

export type WillRead = {
  people: TWillPeople;
  records: TWillRecords;
  assets: TWillAssets;
  assignments: TWillAssignments;
  /** Master names in the language (religion, marital status) the feature reads do not carry. */
  religions: Map<number, string>;
  maritalStatuses: Map<number, string>;
};

export type WillReadDeps = assets.AssetDeps;

/** Everything of one testator's a will says, names in the language `code`. */
export async function readWill(deps: WillReadDeps, testatorId: number, code: string): Promise<WillRead> {
  const [peopleRead, recordsRead, assetsRead, assignmentsRead, religions, maritalStatuses] = await Promise.all([
    people.findForWill(deps, testatorId, code),
    records.findForWill(deps, testatorId, code),
    assets.findForWill(deps, testatorId, code),
    assignments.findForWill(deps, testatorId, code),
    deps.masters.names('religion', code),
    deps.masters.names('marital_status', code),
  ]);
  return { people: peopleRead, records: recordsRead, assets: assetsRead, assignments: assignmentsRead, religions, maritalStatuses };
}

const joined = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** The first address of a person (permanent before others: records are ordered by address type) in one line. */
function addressOf(read: WillRead, entityId: number): string {
  const address = read.records.addresses.find((row) => row.entityId === entityId);
  if (!address) return '';
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

const isMinorOn = (person: TWillPerson, today: string) => (person.dob ? ageOn(person.dob, today) < 18 : person.isMinor);

/** The will context (contract ZWillContext) for a language: names, amounts, dates as the deed writes them. */
export function willContextOf(read: WillRead, options: { code: string; label: Label; today: string }): TWillContext {
  const { code, label, today } = options;
  const everyone = read.people.people;
  const byId = new Map(everyone.map((person) => [person.entityId, person]));
  const nameOf = (id: number | null) => (id === null ? '' : (byId.get(id)?.fullName ?? ''));
  const personOf = (person: TWillPerson) => ({
    fullName: person.fullName,
    relation: person.relationName ?? '',
    age: person.dob ? ageOn(person.dob, today) : null,
    address: addressOf(read, person.entityId),
  });
  const ofKind = (kind: string) => everyone.filter((person) => person.kind === kind);

  // Who receives, in the order the bequests name them, then the beneficiaries no bequest names yet.
  const guardianOf = new Map<number, number>();
  const receivers: number[] = [];
  for (const assignment of read.assignments.assignments)
    for (const entry of assignment.beneficiaries) {
      if (!receivers.includes(entry.entityId)) receivers.push(entry.entityId);
      if (entry.guardianId !== null && !guardianOf.has(entry.entityId)) guardianOf.set(entry.entityId, entry.guardianId);
    }
  for (const person of everyone)
    if ((person.kind === 'beneficiary_individual' || person.kind === 'beneficiary_corporate') && !receivers.includes(person.entityId))
      receivers.push(person.entityId);
  const beneficiaries = receivers
    .map((id) => byId.get(id))
    .filter((person) => person !== undefined)
    .map((person) => {
      const organisation = person.kind.endsWith('_corporate');
      return {
        ...personOf(person),
        isOrganisation: organisation,
        isMinor: !organisation && isMinorOn(person, today),
        guardian: nameOf(guardianOf.get(person.entityId) ?? null),
      };
    });

  const assetRows = read.assets.assets;
  const heldOf = (asset: (typeof assetRows)[number]) =>
    asset.ownershipPercentage !== null && asset.ownershipPercentage < 100
      ? label('willDocHeldShare', { share: percent(asset.ownershipPercentage) })
      : '';
  const assetById = new Map(assetRows.map((asset) => [asset.assetId, asset]));
  const assigned = new Set(read.assignments.assignments.flatMap((assignment) => assignment.assetIds));
  const executors = ofKind('executor').map(personOf);
  const registrar = ofKind('registrar')[0];
  const self = read.people.testator;
  const selfAddress = self ? read.records.addresses.find((row) => row.entityId === self.entityId) : undefined;

  return {
    testator: {
      fullName: self?.fullName ?? '',
      gender: self?.gender ?? '',
      age: self?.dob ? ageOn(self.dob, today) : null,
      dob: self?.dob ? writtenDate(self.dob, code) : '',
      religion: self?.religionId ? (read.religions.get(self.religionId) ?? '') : '',
      maritalStatus: self?.maritalStatusId ? (read.maritalStatuses.get(self.maritalStatusId) ?? '') : '',
      address: self ? addressOf(read, self.entityId) : '',
    },
    today: deedDay(today, code, label),
    date: numericDate(today),
    place: selfAddress?.city ?? '',
    heirs: ofKind('heir')
      .sort((a, b) => Number(CLASS_ONE.has(b.relationId ?? 0)) - Number(CLASS_ONE.has(a.relationId ?? 0)))
      .map((person) => ({ ...personOf(person), isAlive: person.isAlive })),
    beneficiaries,
    executors,
    executor: executors[0] ?? null,
    alternateExecutor: executors[1] ?? null,
    witnesses: ofKind('witness').map(personOf),
    registrar: registrar ? { name: registrar.fullName } : null,
    assets: assetRows.map((asset, index) => ({
      number: index + 1,
      kind: label(assetKindLabelKeys(asset.kind).listTitle),
      name: asset.assetName,
      subtype: asset.subtypeName,
      description: asset.description,
      value: rupees(asset.value),
      held: heldOf(asset),
      location: asset.location
        ? joined([
            asset.location.addressDetails,
            asset.location.landmark,
            asset.location.city,
            joined([asset.location.state, asset.location.pincode], ' '),
          ])
        : '',
      identifiers: joined(
        asset.attributes.map((attribute) => joined([attribute.name, attribute.value], ': ')),
        '; ',
      ),
    })),
    bequests: read.assignments.assignments.map((assignment, index) => ({
      number: index + 1,
      assets: joined(
        assignment.assetIds
          .map((id) => assetById.get(id))
          .filter((asset) => asset !== undefined)
          .map((asset) => joined([heldOf(asset), asset.assetName], ' ')),
      ),
      type: assignment.typeName,
      beneficiaries: assignment.beneficiaries.map((entry) => ({
        fullName: nameOf(entry.entityId),
        share: entry.proportion === null ? label('willDocShareDescribed') : percent(entry.proportion),
        condition: entry.condition,
        description: entry.description,
        shareDescription: entry.subDescription ?? '',
        guardian: nameOf(entry.guardianId),
        immediate: entry.immediateTransfer,
      })),
    })),
    minors: beneficiaries.filter((person) => person.isMinor).map((person) => ({ fullName: person.fullName, guardian: person.guardian })),
    unassignedAssets: assetRows.filter((asset) => !assigned.has(asset.assetId)).map((asset) => ({ name: asset.assetName })),
    estateValue: rupees(assetRows.reduce((sum, asset) => sum + asset.ownedValue, 0)),
  };
}

/** The will check's input (contract will-check.ts) from the same read. */
export function checkInputOf(read: WillRead, templateHasResiduary: boolean, today: string): TWillCheckInput {
  const self = read.people.testator;
  return {
    testator: self ? { dob: self.dob, religionId: self.religionId, maritalStatusId: self.maritalStatusId } : null,
    people: read.people.people.map((person) => ({
      entityId: person.entityId,
      kind: person.kind,
      fullName: person.fullName,
      dob: person.dob,
      relationId: person.relationId,
      isAlive: person.isAlive,
    })),
    assets: read.assets.assets.map((asset) => ({
      assetId: asset.assetId,
      assetName: asset.assetName,
      ownedValue: asset.ownedValue,
      ownershipTypeId: asset.ownershipTypeId,
      subtypeId: asset.subtypeId,
    })),
    assignments: read.assignments.assignments.map((assignment) => ({
      assignmentId: assignment.assignmentId,
      typeId: assignment.typeId,
      assetIds: assignment.assetIds,
      beneficiaries: assignment.beneficiaries.map((entry) => ({
        entityId: entry.entityId,
        proportion: entry.proportion,
        guardianId: entry.guardianId,
      })),
    })),
    templateHasResiduary,
    today,
  };
}

/** What this version of the will says, in ids and names, kept with it to compare versions (contract will-changes.ts). */
export function snapshotOf(read: WillRead, names: { templateName: string; languageName: string }): TWillSnapshot {
  return {
    ...names,
    people: read.people.people.map((person) => ({ entityId: person.entityId, kind: person.kind, fullName: person.fullName })),
    assets: read.assets.assets.map((asset) => ({ assetId: asset.assetId, name: asset.assetName, ownedValue: asset.ownedValue })),
    gifts: read.assignments.assignments.flatMap((assignment) =>
      assignment.assetIds.flatMap((assetId) =>
        assignment.beneficiaries.map((entry) => ({
          assetId,
          entityId: entry.entityId,
          share: entry.proportion,
          condition: entry.condition,
        })),
      ),
    ),
  };
}
