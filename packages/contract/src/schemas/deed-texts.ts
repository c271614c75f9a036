// Issue 27 item 4: the texts a deed prints as the testator typed them (names, parentage, occupations, addresses, the
// assets' names and descriptions, the gifts' conditions and descriptions), and their forms written in the script of
// a deed's language. A deed in Hindi prints "Rajesh Vinayak Patil" in Devanagari once the testator has written it so;
// nothing is ever transliterated by guess. One form per script: Devanagari serves Hindi and Marathi.
import { z } from 'zod';
import { isDeedLanguage, languageDefinition, SCRIPTS } from '../languages.ts';
import { isWrittenIn } from '../scripts.ts';
import { text, ZId } from './common.ts';

/** Each text of the deed a form can be written for, and whose record holds it. */
export const DEED_TEXT_FIELDS = {
  fullName: 'person',
  parentage: 'person',
  occupation: 'person',
  address: 'person',
  assetName: 'asset',
  assetDescription: 'asset',
  assetLocation: 'asset',
  nomineeName: 'asset',
  giftCondition: 'gift',
  giftDescription: 'gift',
  giftShareDescription: 'gift',
} as const;
export type TDeedTextField = keyof typeof DEED_TEXT_FIELDS;
export const DEED_TEXT_FIELD_IDS = Object.keys(DEED_TEXT_FIELDS) as [TDeedTextField, ...TDeedTextField[]];

/** The label naming a field on the will screen and in the will check (deedTextField<Field>). */
export const deedTextFieldLabelKey = (field: string) => `deedTextField${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/** Where a text lives: a person's (entityId), an asset's (assetId), or one beneficiary's part of a gift (assignmentId and entityId). */
export type TDeedTextOwner = { entityId: number | null; assetId: number | null; assignmentId: number | null };

/** Whether an owner is of the kind a field belongs to. */
export function ownerFits(field: TDeedTextField, owner: TDeedTextOwner): boolean {
  switch (DEED_TEXT_FIELDS[field]) {
    case 'person':
      return owner.entityId !== null && owner.assetId === null && owner.assignmentId === null;
    case 'asset':
      return owner.assetId !== null && owner.entityId === null && owner.assignmentId === null;
    case 'gift':
      return owner.assignmentId !== null && owner.entityId !== null && owner.assetId === null;
  }
}

/** The longest form: as long as the longest text it can stand for (a gift's description). */
export const MAX_WRITTEN_FORM = 2000;

/** The problem of a written form for a deed in the language `code`, or null: it must be in the deed's script alone. */
export function writtenFormProblem(value: string, code: string): 'not_in_script' | null {
  if (value === '') return null;
  return isWrittenIn(value, languageDefinition(code).script) ? null : 'not_in_script';
}

/** A deed language written in an Indian script: the only deeds a form is written for. */
const ZIndicDeedLanguage = z
  .string()
  .trim()
  .refine((code) => isDeedLanguage(code) && languageDefinition(code).script !== 'latn', {
    message: 'Choose a language the will is written in, other than English.',
  });

export const ZDeedTextsQuery = z.object({ code: ZIndicDeedLanguage });
export type TDeedTextsQuery = z.infer<typeof ZDeedTextsQuery>;

/** One text of the deed that would print in Latin letters, with the form written for it in the deed's script, if any. */
export const ZDeedText = z.object({
  entityId: z.number().int().nullable(),
  assetId: z.number().int().nullable(),
  assignmentId: z.number().int().nullable(),
  field: z.enum(DEED_TEXT_FIELD_IDS),
  /** Whose it is: the testator, another person, an asset, a gift; named by ownerName as recorded. */
  ownerKind: z.enum(['self', 'person', 'asset', 'gift']),
  ownerName: z.string(),
  /** The text as recorded (what the deed prints without a form). */
  text: z.string(),
  /** The form in the deed's script, or null: the deed prints the text in Latin letters. */
  written: z.string().nullable(),
});
export type TDeedText = z.infer<typeof ZDeedText>;

export const ZDeedTextsResponse = z.object({
  languageCode: z.string(),
  script: z.enum(SCRIPTS),
  texts: z.array(ZDeedText),
  /** How many of them have no form: the deed prints these in Latin letters. */
  missing: z.number().int(),
});
export type TDeedTextsResponse = z.infer<typeof ZDeedTextsResponse>;

/**
 * A form to save: for the text `field` of one record, in the script of the deed language `code`. An empty text
 * removes the form (the deed prints the recorded text again). The record must be the caller's: another's answers 404.
 */
export const ZSaveDeedTextInput = z
  .object({
    code: ZIndicDeedLanguage,
    field: z.enum(DEED_TEXT_FIELD_IDS),
    entityId: ZId.nullish().transform((value) => value ?? null),
    assetId: ZId.nullish().transform((value) => value ?? null),
    assignmentId: ZId.nullish().transform((value) => value ?? null),
    text: text({ max: MAX_WRITTEN_FORM, multiline: true }),
  })
  .superRefine((input, context) => {
    if (!ownerFits(input.field, input))
      context.addIssue({ code: 'custom', path: ['field'], message: 'This text does not belong to that record.' });
    // Against the deed's script only when the language is one a form is written for (else `code` is the problem).
    if (isDeedLanguage(input.code) && languageDefinition(input.code).script !== 'latn' && writtenFormProblem(input.text, input.code))
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Write it in the letters of the will’s language only.',
        params: { code: 'not_in_script' },
      });
  });
export type TSaveDeedTextInput = z.input<typeof ZSaveDeedTextInput>;

export const ZSaveDeedTextResponse = z.object({ status: z.literal('success'), text: ZDeedText });
export type TSaveDeedTextResponse = z.infer<typeof ZSaveDeedTextResponse>;
