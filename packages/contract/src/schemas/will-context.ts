// The will context: everything a clause may say, as administrators write clauses (Liquid templates, DESIGN
// §8) and as the will is rendered. Built from each feature's findForWill read, already in the document's
// language (names, relations, amounts with Indian grouping, dates written out). This schema is the one list
// of variables: the clause editor shows it, and a clause naming anything else is refused on save.
import { z } from 'zod';

const person = z.object({
  fullName: z.string().describe('Full name'),
  relation: z.string().describe('Relation to the testator (in the document’s language), or empty'),
  age: z.number().nullable().describe('Age in years today, if the date of birth is known'),
  address: z.string().describe('First address on record, in one line, or empty'),
});

const beneficiary = person.extend({
  isOrganisation: z.boolean().describe('A company, trust or society rather than a person'),
  isMinor: z.boolean().describe('Under 18 today'),
  guardian: z.string().describe('Guardian named for a minor, or empty'),
});

const shareLine = z.object({
  fullName: z.string().describe('Beneficiary’s full name'),
  share: z.string().describe('Share as words for the deed: "33.33%", or "as described"'),
  condition: z.string().describe('Condition of the bequest'),
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
    })
    .describe('The testator'),
  today: z.string().describe('Today written out as a deed says it, e.g. "this 23rd day of November 2026"'),
  date: z.string().describe('Today as DD/MM/YYYY'),
  place: z.string().describe('Place of signing (the testator’s city)'),
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
  assets: z
    .array(
      z.object({
        number: z.number().describe('Number in the schedule (1, 2, …)'),
        kind: z.string().describe('Kind of asset (Fixed, Financial, …) in the document’s language'),
        name: z.string().describe('Asset name'),
        subtype: z.string().describe('Subtype (House, Savings account, …)'),
        description: z.string().describe('Description'),
        value: z.string().describe('Value in rupees with Indian grouping (₹25,00,000)'),
        held: z.string().describe('"my 50% share in" for an asset owned in part, else empty'),
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
  estateValue: z.string().describe('Total of the testator’s part of every asset, in rupees'),
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
