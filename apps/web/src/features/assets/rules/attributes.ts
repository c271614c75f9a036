import type { TextInputProps } from '@mantine/core';
import {
  amountToPaise,
  attributeValueProblem,
  formatRupeesTyped,
  isMaskedValue,
  type TAttributeField,
  ZAssetSpecificAttributeInput,
  ZPrimaryAttributeInput,
  ZSubtypeAttributeInput,
} from '@vasiyat/contract';
import { z } from 'zod';
import type { FileItem } from '../../../components/file-field.tsx';
import { fileUploadOf } from '../../../components/record-form/files.ts';

/** An attribute type as a row's select offers it, with what its value is (the master says). */
export type AttributeTypeOption = { value: string; label: string; field: TAttributeField; sensitive: boolean };

/** The kind of value of the type a row chose; text until one is chosen. */
export function fieldOfType(types: readonly AttributeTypeOption[], typeId: unknown): TAttributeField {
  return types.find((type) => type.value === String(typeId ?? ''))?.field ?? 'text';
}

/** A saved value as its row's input shows it: an amount grouped the Indian way (stored plainly: '12500000'), others as they are. */
export function savedValueOf(types: readonly AttributeTypeOption[], typeId: unknown, value: string): string {
  const paise = fieldOfType(types, typeId) === 'amount' && !isMaskedValue(value) ? amountToPaise(value) : null;
  return paise === null ? value : formatRupeesTyped(paise);
}

type ValueInput = Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'spellCheck'>;

/** How the value input behaves for its type: a date picker for dates, a decimal keypad for numbers and amounts. */
export function valueInputOf(type: AttributeTypeOption | undefined): ValueInput {
  const common = { autoComplete: 'off', maxLength: 500 } as const;
  if (type?.field === 'date') return { ...common, type: 'date' };
  if (type?.field === 'number' || type?.field === 'amount') return { ...common, type: 'text', inputMode: 'decimal' };
  // Account and policy numbers are not words to correct.
  return { ...common, type: 'text', spellCheck: type?.sensitive ? false : undefined };
}

const formFiles = z.array(z.custom<FileItem>()).default([]);

/**
 * A typed value must fit its type (a number, an amount in rupees, a real date); a masked value (••••1234)
 * is the stored one sent back as it was shown, which the server keeps, so it is not checked again.
 */
function checkValue(ctx: z.RefinementCtx, path: (string | number)[], field: TAttributeField, value: string) {
  if (isMaskedValue(value)) return;
  const problem = attributeValueProblem(field, value);
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem.message, params: { code: problem.code } });
}

/** Spec part 2 §5: each subtype attribute row needs a type and a value; files are optional. */
export function subtypeAttributeForm(types: readonly AttributeTypeOption[]) {
  return z.object({ rows: z.array(ZSubtypeAttributeInput.extend({ files: formFiles })) }).superRefine((form, ctx) => {
    for (const [index, row] of form.rows.entries()) {
      const field = fieldOfType(types, row.assetSubAttributeMstId);
      checkValue(ctx, ['rows', index, 'assetSubTypeAttributeValue'], field, row.assetSubTypeAttributeValue);
    }
  });
}

/** Spec part 2 §5: each primary attribute row needs a type and a value; files are optional. */
export function primaryAttributeForm(types: readonly AttributeTypeOption[]) {
  return z.object({ rows: z.array(ZPrimaryAttributeInput.extend({ files: formFiles })) }).superRefine((form, ctx) => {
    for (const [index, row] of form.rows.entries()) {
      const field = fieldOfType(types, row.assetPrimaryMstAttributeId);
      checkValue(ctx, ['rows', index, 'assetPrimaryAttributeValue'], field, row.assetPrimaryAttributeValue);
    }
  });
}

/** Spec part 2 §5: a specific attribute needs its name, value and description; files are optional. */
export const ZSpecificAttributeForm = z.object({ rows: z.array(ZAssetSpecificAttributeInput.extend({ files: formFiles })) });

/** Rows as the save calls take them: saved files by id, new ones as base64. */
export function rowsWithUploads<R extends { files: FileItem[] }>(rows: readonly R[]) {
  return rows.map((row) => ({ ...row, files: row.files.map(fileUploadOf) }));
}
