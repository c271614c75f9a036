import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@vasiyat/contract';
import { type ComponentProps, useMemo } from 'react';
import { Controller, type DefaultValues, type FieldValues, type Path, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-text.ts';
import type { TLabelKey } from '../../lib/label-types.ts';
import { toast } from '../../lib/toast.ts';
import { FileField, type FileItem } from '../file-field.tsx';
import type { FileAccept } from '../file-rules.ts';
import { MoneyInput } from '../money-input.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import {
  fetchStoredFile,
  type RecordCalls,
  recordsQuery,
  savedRowsOf,
  useDeleteRecordMutation,
  useRecords,
  useSaveRecordsMutation,
} from './record-calls.ts';
import { RecordActions, RecordRowCard, RecordsState } from './record-rows.tsx';
import { freeOptions } from './row-rules.ts';
import type { RecordStepProps } from './step.ts';
import { useRecordRows } from './use-record-rows.ts';

type InputBehaviour = Pick<ComponentProps<typeof TextInput>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'spellCheck'>;

/**
 * One field of a repeated record, described rather than written: its kind, label key and rules. Selects
 * take their options from master data; a `unique` select hides what other rows already chose.
 */
export type RowField<TRow> = {
  name: keyof TRow & string;
  labelKey: TLabelKey;
  kind: 'text' | 'textarea' | 'select' | 'files';
  /** Counts for the step being complete (spec part 1 §4) and shows the asterisk. */
  required?: boolean;
  /** How the input behaves, fixed or by the row (a phone keypad for a mobile number). */
  input?: InputBehaviour | ((row: TRow) => InputBehaviour);
  /** text: whether the row's value is rupees (an attribute of type 'amount'), typed in the money input. */
  amount?: (row: TRow) => boolean;
  /** select: the choices (master data) and the label key of the empty choice. */
  options?: readonly { value: string; label: string }[];
  placeholderKey?: TLabelKey;
  /** select: each choice once across the rows; the ones taken by other rows are not offered. */
  unique?: boolean;
  /** select: fields whose rule depends on this choice, checked again when it changes. */
  revalidates?: readonly (keyof TRow & string)[];
  /** files: what the picker takes (the contract's file rules) and the hint under it. */
  accept?: FileAccept;
  hintKey?: TLabelKey;
  /** Takes a row of its own in the grid. */
  fullWidth?: boolean;
};

/** The label keys of one step (each kind of record words its own). */
export type RowsStepLabels = {
  title: TLabelKey;
  rowHeading: TLabelKey;
  removeRow: TLabelKey;
  addRow: TLabelKey;
  save: TLabelKey;
  /** Shown when the saved rows cannot be read; may take {{error}}. */
  fetchError: TLabelKey;
  saved: TLabelKey;
  deleted: TLabelKey;
  deleteFailed: TLabelKey;
  /** Shown when a save fails: the server's reason, or this label when it gave none. */
  saveFailed: TLabelKey;
  /** A label that wraps the server's reason ('Save contact failed: {{message}}'), where the spec words one. */
  saveFailedWithReason?: TLabelKey;
};

type Rows<TRow> = { rows: TRow[] };

export type RowsStepProps<
  TRow extends FieldValues,
  TOut,
  TSaved,
  T extends Endpoint,
  L extends Endpoint,
  S extends Endpoint,
  D extends Endpoint,
> = RecordStepProps & {
  resolver: Resolver<Rows<TRow>, unknown, Rows<TOut>>;
  /** How this kind of record is listed, saved and deleted: rows of the endpoint table (api/*.ts). */
  calls: RecordCalls<T, L, S, D>;
  /**
   * Sends the checked rows through `save`; false when the server refused them and the person has been told
   * why. By default the rows as they are.
   */
  send?: (rows: TOut[], save: (body: unknown) => Promise<unknown>) => Promise<boolean>;
  toRow: (saved: TSaved) => TRow;
  emptyRow: (ownerId: number) => TRow;
  idOf: (row: TRow) => unknown;
  fields: readonly RowField<TRow>[];
  labels: RowsStepLabels;
  /** Check a field when it is left, and again while it is wrong (spec part 1 §5 for contacts). */
  checkOnBlur?: boolean;
  cols?: ComponentProps<typeof SimpleGrid>['cols'];
};

/**
 * A step of repeated records (a person's addresses, contacts, attributes; an asset's attribute tabs): rows
 * filled from the server, one field renderer for all, add and remove (the last row stays), save all.
 */
export function RowsStep<
  TRow extends FieldValues,
  TOut,
  TSaved,
  T extends Endpoint,
  L extends Endpoint,
  S extends Endpoint,
  D extends Endpoint,
>(props: RowsStepProps<TRow, TOut, TSaved, T, L, S, D>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ownerId, fields, labels, calls } = props;
  const query = useRecords(calls, ownerId);
  const saved = useMemo(() => savedRowsOf(calls, query.data) as TSaved[] | undefined, [calls, query.data]);
  const save = useSaveRecordsMutation(calls, ownerId);
  const remove = useDeleteRecordMutation(calls, ownerId);
  const form = useForm<Rows<TRow>, unknown, Rows<TOut>>({
    resolver: props.resolver,
    defaultValues: { rows: [props.emptyRow(ownerId)] } as DefaultValues<Rows<TRow>>,
    // Not checked while typing a fresh row (a field-array change would flag every empty field of the new row).
    mode: 'onSubmit',
  });
  useUnsavedChanges(form);
  const rows = useFieldArray({ control: form.control, name: 'rows' as never, keyName: 'key' });
  const { removeRow, onSubmit } = useRecordRows({
    ownerId,
    rows,
    form,
    saved,
    readSaved: () => (savedRowsOf(calls, queryClient.getQueryData(recordsQuery(calls, ownerId).queryKey)) ?? []) as TSaved[],
    toRow: props.toRow,
    emptyRow: props.emptyRow,
    idOf: props.idOf,
    required: fields.filter((field) => field.required).map((field) => field.name),
    remove,
    save: async (values) => {
      // The rows are the save call's body (the form's schema is the endpoint's row schema, or `send` shapes them).
      if (props.send) return props.send(values, (body) => save.mutateAsync(body as never));
      await save.mutateAsync(values as never);
      return true;
    },
    messages: { saved: t(labels.saved), deleted: t(labels.deleted), deleteFailed: t(labels.deleteFailed) },
    onSaveError: (error) =>
      toast(
        'error',
        labels.saveFailedWithReason
          ? t(labels.saveFailedWithReason, { message: errorMessage(error, t('commonAnErrorOccurred')) })
          : errorMessage(error, t(labels.saveFailed)),
      ),
    onSaved: props.onSaved,
  });
  const { errors } = form.formState;
  const current = form.watch('rows') as TRow[];
  // A unique choice can run out: no more rows than there are choices.
  const limits = fields.filter((field) => field.unique && field.options?.length).map((field) => field.options!.length);
  const canAdd = limits.every((limit) => rows.fields.length < limit);

  const renderField = (field: RowField<TRow>, index: number) => {
    const path = `rows.${index}.${field.name}` as Path<Rows<TRow>>;
    const error = (errors.rows as Record<string, Record<string, { message?: string }>> | undefined)?.[index]?.[field.name]?.message;
    const check = () => void form.trigger(path);
    const afterChange = () => {
      // Once flagged, the message follows the typing; a choice re-checks the fields that depend on it.
      if (props.checkOnBlur && form.getFieldState(path).error) check();
      for (const other of field.revalidates ?? []) {
        const dependent = `rows.${index}.${other}` as Path<Rows<TRow>>;
        if (form.getFieldState(dependent).isTouched) void form.trigger(dependent);
      }
    };
    const registered = form.register(path, { onBlur: props.checkOnBlur ? check : undefined, onChange: afterChange });
    if (field.kind === 'files') {
      return (
        <Controller
          key={field.name}
          control={form.control}
          name={path}
          render={({ field: files, fieldState }) => (
            <FileField
              label={t(field.labelKey)}
              description={field.hintKey ? t(field.hintKey) : undefined}
              accept={field.accept ?? 'pdf'}
              required={field.required}
              value={files.value as FileItem[]}
              onChange={(next) => {
                files.onChange(next);
                files.onBlur();
              }}
              error={fieldState.error?.message}
              loadSaved={fetchStoredFile}
            />
          )}
        />
      );
    }
    const common = { key: field.name, label: t(field.labelKey), required: field.required, error, ...registered };
    if (field.kind === 'select') {
      const options = field.unique
        ? freeOptions(field.options ?? [], (option) => option.value, current, index, field.name)
        : (field.options ?? []);
      // Controlled (issue 23): the saved choice is shown once its options arrive (they load apart from the rows),
      // and stays the chosen one when another row's choice takes an option out of this list.
      return (
        <NativeSelect
          {...common}
          value={String(current[index]?.[field.name] ?? '')}
          data={[{ value: '', label: field.placeholderKey ? t(field.placeholderKey) : '' }, ...options]}
        />
      );
    }
    if (field.amount?.(current[index] as TRow)) {
      return (
        <Controller
          key={field.name}
          control={form.control}
          name={path}
          render={({ field: amount }) => (
            <MoneyInput
              label={t(field.labelKey)}
              required={field.required}
              error={error}
              name={amount.name}
              inputRef={amount.ref}
              value={amount.value as string}
              onChange={(typed) => {
                amount.onChange(typed);
                afterChange();
              }}
              onBlur={() => {
                amount.onBlur();
                if (props.checkOnBlur) check();
              }}
            />
          )}
        />
      );
    }
    const behaviour = typeof field.input === 'function' ? field.input(current[index] as TRow) : field.input;
    if (field.kind === 'textarea') return <Textarea {...common} autosize minRows={2} maxLength={behaviour?.maxLength} />;
    return <TextInput {...common} autoComplete="off" {...behaviour} />;
  };

  return (
    <RecordsState query={query} errorText={t(labels.fetchError, { error: errorMessage(query.error, t('commonAnErrorOccurred')) })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {t(labels.title)}
          </Title>
          {rows.fields.map((row, index) => (
            <RecordRowCard
              key={row.key}
              heading={t(labels.rowHeading, { number: index + 1 })}
              removeLabel={t(labels.removeRow)}
              rowCount={rows.fields.length}
              removing={remove.isPending && remove.variables === Number(props.idOf(row as unknown as TRow))}
              onRemove={() => removeRow(index)}
            >
              <Stack gap="md">
                <SimpleGrid cols={props.cols ?? { base: 1, sm: 2 }} spacing="md">
                  {fields.filter((field) => !field.fullWidth).map((field) => renderField(field, index))}
                </SimpleGrid>
                {fields.filter((field) => field.fullWidth).map((field) => renderField(field, index))}
              </Stack>
            </RecordRowCard>
          ))}
          <RecordActions
            addLabel={t(labels.addRow)}
            saveLabel={t(labels.save)}
            onAdd={() => rows.append(props.emptyRow(ownerId) as never)}
            saving={save.isPending}
            canAdd={canAdd}
          />
        </Stack>
      </form>
    </RecordsState>
  );
}
