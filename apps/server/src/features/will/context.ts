// A testator's will, read once from each feature's findForWill (read.ts), turned into what the rest needs: the will
// context clauses are written over (in the document's language), the will check's input, and the snapshot kept
// with each version. Pure functions over plain data: the will context is built on a render worker (render-worker.ts).
import { createHash } from 'node:crypto';
import {
  ageOn,
  assetKindLabelKeys,
  CAPACITY_CERTIFICATE_AGE,
  CHILD,
  CLASS_ONE,
  deedScriptOf,
  deedTextFieldLabelKey,
  estatePaiseOf,
  isBeneficialNomination,
  isHufAsset,
  labelKey,
  paiseToRupees,
  personalLawOf,
  RELATION,
  SPOUSE,
  samePerson,
  type TConditionKind,
  type TWillAsset,
  type TWillAssets,
  type TWillAssignments,
  type TWillCheckInput,
  type TWillContext,
  type TWillPeople,
  type TWillPerson,
  type TWillPlan,
  type TWillRecords,
  type TWillSnapshot,
} from '@vasiyat/contract';
import type { Label } from '../../platform/i18n/label.ts';
import { addressLine, deedTextsOf, firstAddress, inDeedScript, locationLine, type TWrittenForm, typed } from './deed-texts.ts';
import { percent, rupees, shareFigure, shareWords, typedSentence, writtenDate } from './words.ts';

export type WillRead = {
  people: TWillPeople;
  records: TWillRecords;
  assets: TWillAssets;
  assignments: TWillAssignments;
  /** The will as a whole: signature or thumb, school of law, guardians, residue (issue 22). */
  plan: TWillPlan;
  /** Master names in the language (religion, marital status, relation) the feature reads do not carry. */
  religions: Map<number, string>;
  maritalStatuses: Map<number, string>;
  relations: Map<number, string>;
  /** Issue 27: the texts of the deed the testator wrote in other scripts (a deed in that script prints them). */
  writtenForms?: readonly TWrittenForm[];
};

const joined = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** The first address of a person (permanent before others: records are ordered by address type) in one line. */
function addressOf(read: WillRead, entityId: number): string {
  const address = firstAddress(read, entityId);
  return address ? addressLine(address) : '';
}

const isMinorOn = (person: TWillPerson, today: string) => (person.dob ? ageOn(person.dob, today) < 18 : person.isMinor);

/** A blank the testator fills in ink at signing. */
const BLANK_DATE = '____/____/________';
const BLANK_PLACE = '______________________';

/** "son of late Vinayak Patil", "wife of Suresh Rao": how Indian deeds identify a person. */
function parentageWords(
  label: Label,
  person: { gender: string | null },
  parent: { kind: string | null; name: string | null; late: boolean },
): string {
  if (!parent.name) return '';
  const name = `${parent.late ? label('willDocLate') : ''}${parent.name}`;
  if (parent.kind === 'husband') return label('willDocWifeOf', { name });
  const key = person.gender === 'M' ? 'willDocChildOfM' : person.gender === 'F' ? 'willDocChildOfF' : 'willDocChildOfX';
  return label(key, { name });
}

const SIBLING_WORDS: Readonly<Record<number, 'Brother' | 'Sister'>> = { [RELATION.brother]: 'Brother', [RELATION.sister]: 'Sister' };
/** Grandchildren, whose words in several languages say through whom (Hindi pota / naati): the heir tree may tell. */
const GRANDCHILD_WORDS: Readonly<Record<number, 'Grandson' | 'Granddaughter' | 'GreatGrandson' | 'GreatGranddaughter'>> = {
  [RELATION.grandson]: 'Grandson',
  [RELATION.granddaughter]: 'Granddaughter',
  [RELATION.greatGrandson]: 'GreatGrandson',
  [RELATION.greatGranddaughter]: 'GreatGranddaughter',
};
const SONS = new Set<number>([RELATION.son, RELATION.adoptedSon]);
const DAUGHTERS = new Set<number>([RELATION.daughter, RELATION.adoptedDaughter]);

/**
 * Relations the master list offers as a choice for the form ("chacha / mama / phupha", "husband / wife") whose deed
 * word is one: by the person's gender where it decides (a spouse, a cousin), else the language's general word or a
 * plain description ("father's or mother's brother"). Keys willDocRelation<word>.
 */
type OneWord = 'Husband' | 'Wife' | 'Spouse' | 'Grandfather' | 'Grandmother' | 'Nephew' | 'Niece' | 'Uncle' | 'Aunt' | 'Cousin';
const ONE_WORD: Readonly<Record<number, { M: OneWord | 'CousinMale'; F: OneWord | 'CousinFemale'; X: OneWord }>> = {
  [RELATION.spouse]: { M: 'Husband', F: 'Wife', X: 'Spouse' },
  [RELATION.grandfather]: { M: 'Grandfather', F: 'Grandfather', X: 'Grandfather' },
  [RELATION.grandmother]: { M: 'Grandmother', F: 'Grandmother', X: 'Grandmother' },
  [RELATION.nephew]: { M: 'Nephew', F: 'Nephew', X: 'Nephew' },
  [RELATION.niece]: { M: 'Niece', F: 'Niece', X: 'Niece' },
  [RELATION.uncle]: { M: 'Uncle', F: 'Uncle', X: 'Uncle' },
  [RELATION.aunt]: { M: 'Aunt', F: 'Aunt', X: 'Aunt' },
  [RELATION.cousin]: { M: 'CousinMale', F: 'CousinFemale', X: 'Cousin' },
};

type RelationFacts = { relationId: number | null; relationName: string | null; dob?: string | null; gender?: string | null };

/**
 * A relation as a deed names it. The master list offers "brother (elder / younger)" or "pota / naati" (Hindi) for a form to
 * choose from; a deed says which (issue 29). A brother or sister is elder or younger by the dates of birth when both
 * are known, else just brother or sister (willDocRelation[Elder|Younger]Brother / …Sister); a grandchild is a son's
 * or a daughter's child when the heir tree places them under one (willDocRelationSonsSon …), else the language's
 * word for a grandchild of either line (willDocRelationGrandson …); a spouse, grandparent, nephew, niece, uncle, aunt or
 * cousin has one word (ONE_WORD).
 */
export function relationWords(
  label: Label,
  person: RelationFacts,
  facts: { testatorDob: string | null | undefined; parentRelationId?: number | null },
): string {
  const relation = person.relationId ?? 0;
  const sibling = SIBLING_WORDS[relation];
  if (sibling) {
    const { testatorDob } = facts;
    const order: '' | 'Elder' | 'Younger' =
      person.dob && testatorDob && person.dob !== testatorDob ? (person.dob < testatorDob ? 'Elder' : 'Younger') : '';
    return label(`willDocRelation${order}${sibling}`);
  }
  const grandchild = GRANDCHILD_WORDS[relation];
  if (grandchild) {
    const parent = facts.parentRelationId ?? 0;
    const line: '' | 'Sons' | 'Daughters' =
      relation === RELATION.grandson || relation === RELATION.granddaughter
        ? SONS.has(parent)
          ? 'Sons'
          : DAUGHTERS.has(parent)
            ? 'Daughters'
            : ''
        : '';
    const child: 'Son' | 'Daughter' = relation === RELATION.grandson ? 'Son' : 'Daughter';
    return label(line ? `willDocRelation${line}${child}` : `willDocRelation${grandchild}`);
  }
  const oneWord = ONE_WORD[relation];
  if (oneWord) return label(`willDocRelation${oneWord[person.gender === 'M' || person.gender === 'F' ? person.gender : 'X']}`);
  return person.relationName ?? '';
}

/** The will context (contract ZWillContext) for a language: names, amounts and shares as the deed writes them. */
export function willContextOf(recorded: WillRead, options: { code: string; label: Label; today: string }): TWillContext {
  const { code, label, today } = options;
  // Issue 27: the names and words the testator wrote in the deed's script, in place of the recorded ones.
  const read = inDeedScript(recorded, deedScriptOf(code));
  const everyone = read.people.people;
  const self = read.people.testator;
  const byId = new Map(everyone.map((person) => [person.entityId, person]));
  const nameOf = (id: number | null) => (id === null ? '' : (byId.get(id)?.fullName ?? ''));
  const parentageOf = (person: TWillPerson) =>
    parentageWords(label, person, { kind: person.parentageKind, name: person.parentageName, late: person.parentageLate });
  const relationOf = (person: RelationFacts & { parentId?: number | null }) =>
    relationWords(label, person, {
      testatorDob: self?.dob,
      parentRelationId: person.parentId ? (byId.get(person.parentId)?.relationId ?? null) : null,
    });
  const personOf = (person: TWillPerson) => ({
    fullName: person.fullName,
    relation: relationOf(person),
    age: person.dob ? ageOn(person.dob, today) : null,
    address: addressOf(read, person.entityId),
    parentage: parentageOf(person),
    occupation: person.occupation ?? '',
  });
  const ofKind = (kind: string) => everyone.filter((person) => person.kind === kind);
  const personById = (id: number | null) => {
    const person = id === null ? undefined : byId.get(id);
    return person ? personOf(person) : null;
  };

  // The testator: the parentage given on Define self, else from the family recorded (a wife by her husband, as
  // deeds write it, else a child by the father, else by the mother).
  const heirs = ofKind('heir');
  const heirWith = (relations: readonly number[]) => heirs.find((heir) => relations.includes(heir.relationId ?? 0));
  const recordedParent =
    (self?.gender === 'F' && heirWith([RELATION.husband])) || heirWith([RELATION.father]) || heirWith([RELATION.mother]) || undefined;
  const testatorParentage = !self
    ? ''
    : self.parentageName
      ? parentageOf(self)
      : recordedParent
        ? parentageWords(label, self, {
            kind: recordedParent.relationId === RELATION.husband ? 'husband' : 'father',
            name: recordedParent.fullName,
            late: !recordedParent.isAlive,
          })
        : '';
  const law = personalLawOf(self?.religionId ?? null, read.plan.muslimSchool);

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
        organisationType: organisation ? (person.corporateTypeName ?? '') : '',
        isMinor: !organisation && isMinorOn(person, today),
        guardian: nameOf(guardianOf.get(person.entityId) ?? null),
      };
    });

  // The residue: those the testator chose, in their shares; else the living spouse and children, per stirpes.
  const chosen = read.plan.residuary.filter((entry) => byId.has(entry.entityId));
  const family = [...heirs.filter((heir) => SPOUSE.has(heir.relationId ?? 0)), ...heirs.filter((heir) => CHILD.has(heir.relationId ?? 0))]
    .filter((heir) => heir.isAlive)
    .map((heir) => ({ entityId: heir.entityId, share: null }));
  const residuaryEntries = chosen.length ? chosen : family;
  const residuaryShares = residuaryEntries.map((entry) => entry.share ?? 100 / residuaryEntries.length);
  // Takes under the will: a gift in a bequest, or a part of the residue.
  const takers = [
    ...receivers.filter((id) => read.assignments.assignments.some((a) => a.beneficiaries.some((b) => b.entityId === id))),
    ...residuaryEntries.map((entry) => entry.entityId),
  ]
    .map((id) => byId.get(id))
    .filter((person) => person !== undefined);
  const witnessBenefits = ofKind('witness').some((witness) =>
    takers.some((taker) => taker.entityId === witness.entityId || samePerson(taker, witness)),
  );

  const assetRows = read.assets.assets;
  const heldOf = (asset: TWillAsset) =>
    isHufAsset(asset)
      ? asset.ownershipPercentage !== null
        ? label('willDocHeldHufShare', { share: percent(asset.ownershipPercentage) })
        : label('willDocHeldHuf')
      : asset.ownershipPercentage !== null && asset.ownershipPercentage < 100
        ? label('willDocHeldShare', { share: percent(asset.ownershipPercentage) })
        : '';
  const nomineeOf = (asset: TWillAsset) =>
    asset.nomineeName
      ? joined([
          asset.nomineeName,
          asset.nomineeRelationId
            ? relationOf({ relationId: asset.nomineeRelationId, relationName: read.relations.get(asset.nomineeRelationId) ?? null })
            : null,
        ])
      : '';
  const assetById = new Map(assetRows.map((asset) => [asset.assetId, asset]));
  const assigned = new Set(read.assignments.assignments.flatMap((assignment) => assignment.assetIds));
  const executors = ofKind('executor').map(personOf);
  const registrar = ofKind('registrar')[0];
  const selfAge = self?.dob ? ageOn(self.dob, today) : null;

  const conditionOf = (
    entry: {
      conditionKind: TConditionKind;
      condition: string;
      conditionAge: number | null;
      remainderId: number | null;
      guardianId: number | null;
    },
    name: string,
  ) => {
    const text = typed(entry.condition);
    switch (entry.conditionKind) {
      case 'age':
        return entry.conditionAge
          ? label('willDocConditionAge', {
              name,
              age: entry.conditionAge,
              holder: nameOf(entry.guardianId) || label('willDocExecutorHolder'),
            })
          : '';
      case 'wish':
        return text ? label('willDocConditionWish', { text: typedSentence(text, code) }) : '';
      case 'lifeInterest':
        return entry.remainderId ? label('willDocConditionLifeInterest', { name, remainder: nameOf(entry.remainderId) }) : '';
      case 'text':
        return text ? label('willDocConditionText', { text: typedSentence(text, code) }) : '';
      default:
        return '';
    }
  };

  return {
    testator: {
      fullName: self?.fullName ?? '',
      gender: self?.gender ?? '',
      age: selfAge,
      dob: self?.dob ? writtenDate(self.dob, code) : '',
      religion: self?.religionId ? (read.religions.get(self.religionId) ?? '') : '',
      maritalStatus: self?.maritalStatusId ? (read.maritalStatuses.get(self.maritalStatusId) ?? '') : '',
      address: self ? addressOf(read, self.entityId) : '',
      parentage: testatorParentage,
      occupation: self?.occupation ?? '',
      signsByThumb: read.plan.signsBy === 'thumb',
      elderly: selfAge !== null && selfAge >= CAPACITY_CERTIFICATE_AGE,
    },
    law: {
      code: law,
      isHindu: law === 'hindu',
      isMuslim: law === 'muslim',
      needsAttestation: law !== 'muslim',
      school:
        law === 'muslim' && read.plan.muslimSchool
          ? label(read.plan.muslimSchool === 'shia' ? 'willDocSchoolShia' : 'willDocSchoolSunni')
          : '',
      isShia: law === 'muslim' && read.plan.muslimSchool === 'shia',
    },
    // A will is dated the day it is signed: date and place are left for ink (a download date would become a false recital).
    today: label('willDocToday'),
    date: BLANK_DATE,
    place: BLANK_PLACE,
    witnessBenefits,
    hasHufProperty: assetRows.some(isHufAsset),
    heirs: heirs
      .sort((a, b) => Number(CLASS_ONE.has(b.relationId ?? 0)) - Number(CLASS_ONE.has(a.relationId ?? 0)))
      .map((person) => ({ ...personOf(person), isAlive: person.isAlive })),
    beneficiaries,
    executors,
    executor: executors[0] ?? null,
    alternateExecutor: executors[1] ?? null,
    witnesses: ofKind('witness').map(personOf),
    registrar: registrar ? { name: registrar.fullName } : null,
    guardian: personById(read.plan.guardianId),
    backupGuardian: personById(read.plan.backupGuardianId),
    propertyManager: personById(read.plan.propertyManagerId),
    assets: assetRows.map((asset, index) => ({
      number: index + 1,
      kind: label(labelKey(assetKindLabelKeys(asset.kind).listTitle)),
      name: asset.assetName,
      subtype: asset.subtypeName,
      description: typedSentence(typed(asset.description), code),
      value: rupees(asset.value),
      held: heldOf(asset),
      isHuf: isHufAsset(asset),
      nominee: nomineeOf(asset),
      location: asset.location ? locationLine(asset.location) : '',
      identifiers: joined(
        asset.attributes.map((attribute) => joined([attribute.name, attribute.value], ': ')),
        '; ',
      ),
    })),
    bequests: read.assignments.assignments.map((assignment, index) => {
      const among = assignment.beneficiaries.map((entry) => entry.proportion);
      return {
        number: index + 1,
        assets: joined(
          assignment.assetIds
            .map((id) => assetById.get(id))
            .filter((asset) => asset !== undefined)
            // "my 50% share in House …" in English; other languages put the share after the name (Hindi "… mein mera 50% ansh").
            .map((asset) => (heldOf(asset) ? label('willDocHeldAsset', { held: heldOf(asset), name: asset.assetName }) : asset.assetName)),
        ),
        type: assignment.typeName,
        beneficiaries: assignment.beneficiaries.map((entry) => {
          const name = nameOf(entry.entityId);
          return {
            fullName: name,
            share: entry.proportion === null ? label('willDocShareDescribed') : shareFigure(entry.proportion, among),
            shareWords: shareWords(label, entry.proportion, among),
            condition: conditionOf(entry, name),
            conditionKind: entry.conditionKind,
            remainder: entry.conditionKind === 'lifeInterest' ? nameOf(entry.remainderId) : '',
            description: typedSentence(typed(entry.description), code),
            shareDescription: typedSentence(typed(entry.subDescription), code),
            guardian: nameOf(entry.guardianId),
            immediate: entry.immediateTransfer,
          };
        }),
      };
    }),
    minors: beneficiaries.filter((person) => person.isMinor).map((person) => ({ fullName: person.fullName, guardian: person.guardian })),
    unassignedAssets: assetRows.filter((asset) => !assigned.has(asset.assetId)).map((asset) => ({ name: asset.assetName })),
    residuary: {
      isDefault: chosen.length === 0,
      beneficiaries: residuaryEntries.map((entry) => {
        const person = byId.get(entry.entityId)!;
        return {
          fullName: person.fullName,
          relation: relationOf(person),
          shareWords: shareWords(label, entry.share ?? 100 / residuaryEntries.length, residuaryShares),
        };
      }),
    },
    nominations: assetRows
      .filter((asset) => asset.nomineeName)
      .map((asset) => ({
        asset: asset.assetName,
        nominee: nomineeOf(asset),
        beneficial: isBeneficialNomination(asset, asset.nomineeRelationId),
      })),
    // HUF property counts at the testator's undivided share, when stated; the whole never passes by will (HSA s.30).
    estateValue: rupees(paiseToRupees(estatePaiseOf(assetRows))),
  };
}

/** The will check's input (contract will-check.ts) from the same read, for a deed in the language `code`. */
export function checkInputOf(read: WillRead, options: { templateHasResiduary: boolean; today: string; code: string }): TWillCheckInput {
  const self = read.people.testator;
  const assetNames = new Map(read.assets.assets.map((asset) => [asset.assetId, asset.assetName]));
  // What the deed prints as recorded, after the forms written in its script (the check names each text still in
  // English letters inside a deed in an Indian script), each under the label key of its field.
  const freeTexts = deedTextsOf(inDeedScript(read, deedScriptOf(options.code))).map((item) => ({
    field: deedTextFieldLabelKey(item.field),
    text: item.text,
  }));
  return {
    testator: self
      ? {
          dob: self.dob,
          religionId: self.religionId,
          maritalStatusId: self.maritalStatusId,
          muslimSchool: read.plan.muslimSchool,
          signsBy: read.plan.signsBy,
        }
      : null,
    people: read.people.people.map((person) => ({
      entityId: person.entityId,
      kind: person.kind,
      fullName: person.fullName,
      dob: person.dob,
      relationId: person.relationId,
      isAlive: person.isAlive,
      gender: person.gender,
      parentId: person.parentId,
    })),
    assets: read.assets.assets.map((asset) => ({
      assetId: asset.assetId,
      assetName: assetNames.get(asset.assetId) ?? asset.assetName,
      ownedValue: asset.ownedValue,
      ownershipTypeId: asset.ownershipTypeId,
      subtypeId: asset.subtypeId,
      assetTypeId: asset.assetTypeId,
      nominee: asset.nomineeName ? { name: asset.nomineeName, relationId: asset.nomineeRelationId } : null,
    })),
    assignments: read.assignments.assignments.map((assignment) => ({
      assignmentId: assignment.assignmentId,
      typeId: assignment.typeId,
      assetIds: assignment.assetIds,
      beneficiaries: assignment.beneficiaries.map((entry) => ({
        entityId: entry.entityId,
        proportion: entry.proportion,
        guardianId: entry.guardianId,
        conditionKind: entry.conditionKind,
        condition: entry.condition,
      })),
    })),
    guardians: {
      guardianId: read.plan.guardianId,
      backupGuardianId: read.plan.backupGuardianId,
      propertyManagerId: read.plan.propertyManagerId,
    },
    residuaryIds: read.plan.residuary.map((entry) => entry.entityId),
    language: options.code,
    freeTexts,
    templateHasResiduary: options.templateHasResiduary,
    today: options.today,
  };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * What this version of the will says, in ids and names, kept with it to compare versions (contract will-changes.ts).
 * Issue 27: with digests of what the deed prints of each person, asset and gift, of the will as a whole and of the
 * template's text (`sections`), and the facts the life events read. Built from a read with numbers masked (an
 * account's last four digits), so a snapshot never holds a guessable hash of a full account number.
 */
export function snapshotOf(
  read: WillRead,
  names: { templateName: string; languageName: string; templateId?: number | null; languageCode?: string; sections?: unknown },
): TWillSnapshot {
  const self = read.people.testator;
  const printedOf = (person: TWillPerson) =>
    digest([
      person.kind,
      person.relationId,
      person.parentId,
      person.dob,
      person.gender,
      person.parentageKind,
      person.parentageName,
      person.parentageLate,
      person.occupation,
      person.isAlive,
      person.isMinor,
      person.corporateTypeName,
      addressOf(read, person.entityId),
    ]);
  const { version: _version, ...plan } = read.plan;
  return {
    templateName: names.templateName,
    languageName: names.languageName,
    ...(names.templateId !== undefined ? { templateId: names.templateId } : {}),
    ...(names.languageCode !== undefined ? { languageCode: names.languageCode } : {}),
    ...(names.sections !== undefined ? { textDigest: digest(names.sections) } : {}),
    testator: self
      ? {
          printed: digest([self.fullName, printedOf(self), self.religionId, self.maritalStatusId]),
          religionId: self.religionId,
          maritalStatusId: self.maritalStatusId,
          muslimSchool: read.plan.muslimSchool,
        }
      : null,
    plan: digest(plan),
    people: read.people.people.map((person) => ({
      entityId: person.entityId,
      kind: person.kind,
      fullName: person.fullName,
      printed: printedOf(person),
      relationId: person.relationId,
      parentId: person.parentId,
      dob: person.dob,
      isAlive: person.isAlive,
      isMinor: person.isMinor,
    })),
    assets: read.assets.assets.map((asset) => ({
      assetId: asset.assetId,
      name: asset.assetName,
      ownedValue: asset.ownedValue,
      printed: digest([
        asset.assetName,
        asset.kind,
        asset.subtypeId,
        asset.description,
        asset.value,
        asset.ownershipTypeId,
        asset.ownershipPercentage,
        asset.options,
        asset.location,
        asset.attributes,
        asset.nomineeName,
        asset.nomineeRelationId,
      ]),
    })),
    gifts: read.assignments.assignments.flatMap((assignment) =>
      assignment.assetIds.flatMap((assetId) =>
        assignment.beneficiaries.map((entry) => ({
          assetId,
          entityId: entry.entityId,
          share: entry.proportion,
          condition: entry.condition,
          printed: digest([
            assignment.typeId,
            entry.conditionKind,
            entry.conditionAge,
            entry.remainderId,
            entry.immediateTransfer,
            entry.guardianId,
            entry.description,
            entry.subDescription,
          ]),
        })),
      ),
    ),
  };
}
