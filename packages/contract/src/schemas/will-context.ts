// The will context: everything a clause may say, as administrators write clauses (Liquid templates, DESIGN
// §8) and as the will is rendered. Built from each feature's findForWill read, already in the document's
// language (names, relations, amounts with Indian grouping, dates written out). This schema is the one list
// of variables: the clause editor shows it, and a clause naming anything else is refused on save.
import { z } from 'zod';

const person = z.object({
  fullName: z.string().describe('Full name (an organisation: its name alone)'),
  relation: z.string().describe('Relation to the testator (in the document’s language), or empty'),
  age: z.number().nullable().describe('Age in years today, if the date of birth is known'),
  address: z.string().describe('First address on record, in one line, or empty'),
  parentage: z
    .string()
    .describe(
      'How a deed identifies the person: "son of late Vinayak Patil", "wife of Suresh Rao" (from the family records or the form), or empty',
    ),
  occupation: z.string().describe('Occupation as recorded, or empty'),
});

const beneficiary = person.extend({
  isOrganisation: z.boolean().describe('A company, trust or society rather than a person'),
  organisationType: z.string().describe('For an organisation, what kind of body it is ("a public charitable trust"), or empty'),
  isMinor: z.boolean().describe('Under 18 today'),
  guardian: z.string().describe('Guardian named for a minor, or empty'),
});

const shareLine = z.object({
  fullName: z.string().describe('Beneficiary’s full name'),
  share: z.string().describe('Share as a figure: "50%", "1/3" for an equal third, or "as described"'),
  shareWords: z
    .string()
    .describe(
      'The share as a drafter writes it: "the whole", "one equal third share", "a 30 per cent share", or empty when only described',
    ),
  condition: z
    .string()
    .describe(
      'The condition as a drafter words it ("This gift shall vest in … on attaining the age of 25 years …"), or empty for an absolute gift; never filler such as "None"',
    ),
  conditionKind: z.string().describe('absolute, age, wish, lifeInterest or text'),
  remainder: z.string().describe('After a life interest, who takes, or empty'),
  description: z.string().describe('Description of the bequest'),
  shareDescription: z.string().describe('Description of this beneficiary’s share (types 30, 40, 50), or empty'),
  guardian: z.string().describe('Guardian of a minor beneficiary, or empty'),
  immediate: z.boolean().describe('Transferred immediately on death'),
});

export const ZWillContext = z.object({
  testator: z
    .object({
      fullName: z.string().describe('Testator’s full name'),
      gender: z.string().describe('M, F or X'),
      age: z.number().nullable().describe('Age in years today'),
      dob: z.string().describe('Date of birth written out'),
      religion: z.string().describe('Religion as recorded'),
      maritalStatus: z.string().describe('Marital status as recorded'),
      address: z.string().describe('Permanent (or first) address in one line'),
      parentage: z.string().describe('"son of late Vinayak Patil", "wife of Suresh Rao", or empty'),
      occupation: z.string().describe('Occupation as recorded, or empty'),
      signsByThumb: z.boolean().describe('The testator affixes a thumb impression instead of signing (the will is read over first)'),
      elderly: z.boolean().describe('Seventy or older today: a doctor’s certificate of capacity is wise'),
    })
    .describe('The testator'),
  law: z
    .object({
      code: z.string().describe('hindu, muslim, christian, parsi or general: the personal law that governs the will'),
      isHindu: z.boolean().describe('Hindu Succession Act (Hindus, Buddhists, Jains, Sikhs)'),
      isMuslim: z.boolean().describe('Muslim personal law: Part VI of the Succession Act does not apply (s.58)'),
      needsAttestation: z.boolean().describe('Section 63 governs execution (every testator but a Muslim)'),
      school: z.string().describe('The school of Muslim law, named (Sunni, Shia), or empty'),
      isShia: z.boolean().describe('Shia school'),
    })
    .describe('The personal law of the testator'),
  today: z.string().describe('The date of signing, left blank to be written in ink: "this ____ day of ____________ 20__"'),
  date: z.string().describe('A blank for the date of signing: "____/____/________"'),
  place: z.string().describe('A blank for the place of signing'),
  witnessBenefits: z.boolean().describe('A witness (or the same person entered again) takes under this will: never recite that none does'),
  hasHufProperty: z.boolean().describe('Some property is the testator’s undivided interest in joint family (HUF) property'),
  heirs: z.array(person.extend({ isAlive: z.boolean().describe('Alive') })).describe('Natural heirs (Class I first)'),
  beneficiaries: z.array(beneficiary).describe('Everyone who receives under the will'),
  executors: z.array(person).describe('Executors, in order: the first acts, the next is the alternate'),
  executor: person.nullable().describe('The first executor, or nothing'),
  alternateExecutor: person.nullable().describe('The second executor, or nothing'),
  witnesses: z.array(person).describe('Attesting witnesses'),
  registrar: z
    .object({ name: z.string().describe('Sub-registrar office') })
    .nullable()
    .describe('The registrar, or nothing'),
  guardian: person.nullable().describe('Guardian of the person of my minor children if neither parent is living, or nothing'),
  backupGuardian: person.nullable().describe('Who acts if that guardian cannot, or nothing'),
  propertyManager: person.nullable().describe('Who manages a minor’s property, when not the guardian, or nothing'),
  assets: z
    .array(
      z.object({
        number: z.number().describe('Number in the schedule (1, 2, …)'),
        kind: z.string().describe('Kind of asset (Fixed, Financial, …) in the document’s language'),
        name: z.string().describe('Asset name'),
        subtype: z.string().describe('Subtype (House, Savings account, …)'),
        description: z.string().describe('Description'),
        value: z.string().describe('Value in whole rupees with Indian grouping (₹25,00,000)'),
        held: z
          .string()
          .describe('"my 50% share in" for an asset owned in part, "my undivided coparcenary interest in" for HUF property, else empty'),
        isHuf: z.boolean().describe('Joint family (HUF) property: only the undivided interest passes'),
        nominee: z.string().describe('The nominee the institution holds, named with the relation, or empty'),
        location: z.string().describe('Where it is, in one line, or empty'),
        identifiers: z.string().describe('Survey, account (last four), policy … numbers, joined'),
      }),
    )
    .describe('The schedule of assets'),
  bequests: z
    .array(
      z.object({
        number: z.number().describe('Number of the bequest'),
        assets: z.string().describe('The assets given, named (with "my 50% share in" where owned in part)'),
        type: z.string().describe('How they are given (assignment type)'),
        beneficiaries: z.array(shareLine).describe('Who receives, in what share, on what condition'),
      }),
    )
    .describe('Bequests, from the assignments'),
  minors: z
    .array(z.object({ fullName: z.string().describe('Minor beneficiary'), guardian: z.string().describe('Guardian named') }))
    .describe('Minor beneficiaries and their guardians'),
  unassignedAssets: z
    .array(z.object({ name: z.string().describe('Asset name') }))
    .describe('Assets in no bequest (they pass under the residuary clause)'),
  residuary: z
    .object({
      isDefault: z.boolean().describe('No one chosen: the residue goes to the spouse and children, per stirpes'),
      beneficiaries: z
        .array(
          z.object({
            fullName: z.string().describe('Name'),
            relation: z.string().describe('Relation, or empty'),
            shareWords: z.string().describe('Their share of the residue in words ("one equal half share", "a 40 per cent share")'),
          }),
        )
        .describe('Who takes the residue: those chosen, or the living spouse and children'),
    })
    .describe('The residue'),
  nominations: z
    .array(
      z.object({
        asset: z.string().describe('Asset name'),
        nominee: z.string().describe('Nominee, with the relation'),
        beneficial: z
          .boolean()
          .describe('A life-insurance nominee who is a parent, spouse or child: takes beneficially (Insurance Act s.39(7))'),
      }),
    )
    .describe('Assets with a nominee on record'),
  estateValue: z
    .string()
    .describe('Total of the testator’s part of every asset, in rupees (HUF property: the stated undivided share only)'),
});
export type TWillContext = z.infer<typeof ZWillContext>;

export type TContextVariable = { path: string; description: string; list: boolean };

/** Every variable path a clause may name (`testator.fullName`, `bequests[].beneficiaries[].share`), with what it is. */
export function willContextVariables(): TContextVariable[] {
  const out: TContextVariable[] = [];
  const walk = (schema: z.ZodType, path: string) => {
    let inner: z.ZodType = schema;
    while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    const description = schema.description ?? inner.description ?? '';
    if (inner instanceof z.ZodObject) {
      if (path) out.push({ path, description, list: false });
      for (const [key, value] of Object.entries(inner.shape)) walk(value as z.ZodType, path ? `${path}.${key}` : key);
    } else if (inner instanceof z.ZodArray) {
      out.push({ path, description, list: true });
      walk(inner.element as z.ZodType, `${path}[]`);
    } else out.push({ path, description, list: false });
  };
  walk(ZWillContext, '');
  return out;
}
