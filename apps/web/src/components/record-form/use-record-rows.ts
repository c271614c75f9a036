import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { isStepComplete } from '../wizard-rules.ts';
import { useRowsFromServer } from './record-rows.tsx';
import { applyRowErrors } from './step.ts';

type Rows<TRow> = { rows: TRow[] };

export type RecordRowsOptions<TRow extends FieldValues, TOut, TSaved> = {
  ownerId: number;
  /** The rows the server holds, once loaded. */
  saved: readonly TSaved[] | undefined;
  /** The rows the server holds now (read from the cache after a save refreshed it). */
  readSaved: () => readonly TSaved[];
  form: UseFormReturn<Rows<TRow>, unknown, Rows<TOut>>;
  /** The step's field array of `rows`. */
  rows: { remove: (index: number) => void };
  toRow: (saved: TSaved) => TRow;
  emptyRow: (ownerId: number) => TRow;
  /** The saved row's id, or nothing for a row not yet saved. */
  idOf: (row: TRow) => unknown;
  /** The fields that make the step complete (spec part 1 §4). */
  required: readonly (keyof TRow)[];
  remove: UseMutationResult<unknown, unknown, number>;
  /** Sends the rows; false when the server refused them and the person has already been told why. */
  save: (rows: TOut[]) => Promise<boolean>;
  messages: { saved: string; deleted: string; deleteFailed: string };
  onSaveError: (error: unknown) => void;
  onSaved: (complete: boolean) => void;
};

/**
 * The life of a step's rows (spec part 1 §4, part 2 §4), the same for a person's addresses, contacts,
 * identifications, documents and specific attributes and an asset's attributes: filled once from the
 * server; a saved row is deleted on the server, an unsaved one only dropped; a save shows the server's
 * rows again and lets the wizard move on when the step is complete; a refused save puts the server's
 * field errors on the rows.
 */
export function useRecordRows<TRow extends FieldValues, TOut, TSaved>(options: RecordRowsOptions<TRow, TOut, TSaved>) {
  const { t } = useTranslation();
  const { form, rows, ownerId, toRow, emptyRow } = options;
  const resetFrom = useCallback(
    (savedRows: readonly TSaved[]) => form.reset({ rows: savedRows.length > 0 ? savedRows.map(toRow) : [emptyRow(ownerId)] }),
    [form, ownerId, toRow, emptyRow],
  );
  useRowsFromServer(options.saved, resetFrom);

  const removeRow = (index: number) => {
    const id = options.idOf(form.getValues(`rows.${index}` as Path<Rows<TRow>>) as TRow);
    if (!id) {
      rows.remove(index);
      return;
    }
    options.remove.mutate(Number(id), {
      onSuccess: () => {
        rows.remove(index);
        // The server no longer has the row: it is not unsaved typing (unsaved-changes.tsx), what else was typed is.
        const saved = (form.control._defaultValues.rows ?? []) as TRow[];
        form.reset({ rows: saved.filter((_, other) => other !== index) } as Rows<TRow>, {
          keepValues: true,
          keepErrors: true,
          keepTouched: true,
        });
        toast('success', options.messages.deleted);
      },
      onError: () => toast('error', options.messages.deleteFailed),
    });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        if (!(await options.save(values.rows))) return;
        toast('success', options.messages.saved);
        resetFrom(options.readSaved());
        options.onSaved(isStepComplete(form.getValues('rows' as Path<Rows<TRow>>) as TRow[], options.required));
      } catch (error) {
        applyRowErrors(error, form.setError);
        options.onSaveError(error);
      }
    },
    () => toast('error', t('contactFixErrors')),
  );

  return { removeRow, onSubmit };
}
