import type { TAssetSpecificAttribute, TPrimaryAttribute, TSubtypeAttribute } from '@vasiyat/contract';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FileItem } from '../../../components/file-field.tsx';
import { fileItemOfSaved } from '../../../components/record-form/files.ts';
import { useRecords } from '../../../components/record-form/record-calls.ts';
import { type RowField, RowsStep, type RowsStepLabels } from '../../../components/record-form/rows-step.tsx';
import type { RecordStepProps } from '../../../components/record-form/step.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { useAttributeCalls } from '../api/attributes.ts';
import {
  type AttributeTypeOption,
  primaryAttributeForm,
  rowsWithUploads,
  savedValueOf,
  subtypeAttributeForm,
  valueInputOf,
  ZSpecificAttributeForm,
} from '../rules/attributes.ts';

// The three attribute tabs of an asset (spec part 2 §2 tabs 2–4), each a configuration of the record-form
// rows step: a type chosen once per asset (the ones other rows use are not offered), a value whose input
// follows the type, and files (images or PDF).

type SubtypeRow = z.input<ReturnType<typeof subtypeAttributeForm>>['rows'][number];
type PrimaryRow = z.input<ReturnType<typeof primaryAttributeForm>>['rows'][number];
type SpecificRow = z.input<typeof ZSpecificAttributeForm>['rows'][number];

const labels = (title: TLabelKey, deleteFailed: TLabelKey): RowsStepLabels => ({
  title,
  rowHeading: 'assetAttributeRowHeading',
  removeRow: 'assetAttributeRemoveRow',
  addRow: 'assetAttributeAddRow',
  save: 'assetAttributeSave',
  fetchError: 'assetFetchingError',
  saved: 'commonSaved',
  deleted: 'assetAttributeDeleteSuccess',
  deleteFailed,
  saveFailed: 'assetAttributeSaveError',
});

type WithFiles = { files?: FileItem[] };

const filesField = <R extends WithFiles>(): RowField<R> => ({
  name: 'files' as keyof R & string,
  labelKey: 'assetAttributeFiles',
  kind: 'files',
  fullWidth: true,
  accept: 'image-or-pdf',
  hintKey: 'assetAttributeFilesHint',
});

/** The type select and the value input of a typed attribute row. */
function typedFields<R extends WithFiles>(
  names: { type: keyof R & string; value: keyof R & string },
  types: readonly AttributeTypeOption[],
): RowField<R>[] {
  const typeOf = (row: R) => types.find((type) => type.value === String(row[names.type] ?? ''));
  return [
    {
      name: names.type,
      labelKey: 'assetAttributeType',
      kind: 'select',
      required: true,
      placeholderKey: 'assetAttributeSelectType',
      options: types,
      unique: true,
      // A number, an amount and a date are checked differently: a new type checks the value again.
      revalidates: [names.value],
    },
    {
      name: names.value,
      labelKey: 'assetAttributeValue',
      kind: 'text',
      required: true,
      input: (row) => valueInputOf(typeOf(row)),
      amount: (row) => typeOf(row)?.field === 'amount',
    },
    filesField<R>(),
  ];
}

/** Rows go with their files as uploads; a masked value (••••1234) goes back as it was shown and the server keeps the stored one. */
async function send<R extends { files: FileItem[] }>(rows: R[], save: (body: unknown) => Promise<unknown>) {
  await save(rowsWithUploads(rows));
  return true;
}

/** Tab 2: the attributes of the asset's subtype (a survey number, an account number, a policy number). */
export function SubtypeAttributeStep({ ownerId, onSaved }: RecordStepProps) {
  const { subtype: calls } = useAttributeCalls();
  const list = useRecords(calls, ownerId);
  const types = useMemo<AttributeTypeOption[]>(
    () =>
      (list.data?.assetSubTypes ?? []).map((type) => ({
        value: String(type.subTypeAttributeMstId),
        label: type.subTypeAttributeMstName,
        field: type.field,
        sensitive: type.sensitive,
      })),
    [list.data],
  );
  const resolver = useMemo(() => codedResolver(subtypeAttributeForm(types)), [types]);
  return (
    <RowsStep
      ownerId={ownerId}
      onSaved={onSaved}
      resolver={resolver}
      calls={calls}
      send={send}
      toRow={(saved: TSubtypeAttribute): SubtypeRow => ({
        assetSubTypeDetailsId: saved.assetSubTypeDetailsId,
        assetId: saved.assetId,
        assetSubAttributeMstId: String(saved.assetSubAttributeMstId),
        assetSubTypeAttributeValue: savedValueOf(types, saved.assetSubAttributeMstId, saved.assetSubTypeAttributeValue),
        files: saved.files.map(fileItemOfSaved),
      })}
      emptyRow={(assetId): SubtypeRow => ({
        assetSubTypeDetailsId: null,
        assetId,
        assetSubAttributeMstId: '',
        assetSubTypeAttributeValue: '',
        files: [],
      })}
      idOf={(row) => row.assetSubTypeDetailsId}
      fields={typedFields<SubtypeRow>({ type: 'assetSubAttributeMstId', value: 'assetSubTypeAttributeValue' }, types)}
      labels={labels('assetAttributeSubtypeTitle', 'assetAttributeDeleteSubtypeFailed')}
    />
  );
}

/** Tab 3: the attributes every asset of its type has (date of acquisition, purchase price, where the papers are). */
export function PrimaryAttributeStep({ ownerId, onSaved }: RecordStepProps) {
  const { primary: calls } = useAttributeCalls();
  const list = useRecords(calls, ownerId);
  const types = useMemo<AttributeTypeOption[]>(
    () =>
      (list.data?.primaryAttributeMasterData ?? []).map((type) => ({
        value: String(type.assetPrimaryMstAttributeId),
        label: type.assetPrimaryMstAttributeName,
        field: type.field,
        sensitive: type.sensitive,
      })),
    [list.data],
  );
  const resolver = useMemo(() => codedResolver(primaryAttributeForm(types)), [types]);
  return (
    <RowsStep
      ownerId={ownerId}
      onSaved={onSaved}
      resolver={resolver}
      calls={calls}
      send={send}
      toRow={(saved: TPrimaryAttribute): PrimaryRow => ({
        assetAttributeId: saved.assetAttributeId,
        assetId: saved.assetId,
        assetPrimaryMstAttributeId: String(saved.assetPrimaryMstAttributeId),
        assetPrimaryAttributeValue: savedValueOf(types, saved.assetPrimaryMstAttributeId, saved.assetPrimaryAttributeValue),
        files: saved.files.map(fileItemOfSaved),
      })}
      emptyRow={(assetId): PrimaryRow => ({
        assetAttributeId: null,
        assetId,
        assetPrimaryMstAttributeId: '',
        assetPrimaryAttributeValue: '',
        files: [],
      })}
      idOf={(row) => row.assetAttributeId}
      fields={typedFields<PrimaryRow>({ type: 'assetPrimaryMstAttributeId', value: 'assetPrimaryAttributeValue' }, types)}
      labels={labels('assetAttributePrimaryTitle', 'assetAttributeDeletePrimaryFailed')}
    />
  );
}

const SPECIFIC_FIELDS: RowField<SpecificRow>[] = [
  { name: 'specificAttributeName', labelKey: 'assetAttributeName', kind: 'text', required: true, input: { maxLength: 100 } },
  { name: 'specificAttributeValue', labelKey: 'assetAttributeValue', kind: 'text', required: true, input: { maxLength: 500 } },
  {
    name: 'specificAttributeDescription',
    labelKey: 'assetAttributeDescription',
    kind: 'textarea',
    required: true,
    fullWidth: true,
    input: { maxLength: 1000 },
  },
  filesField<SpecificRow>(),
];
const specificResolver = codedResolver(ZSpecificAttributeForm);

/** Tab 4: anything else worth recording about the asset, named by the testator (optional). */
export function SpecificAttributeStep({ ownerId, onSaved }: RecordStepProps) {
  const { specific: calls } = useAttributeCalls();
  return (
    <RowsStep
      ownerId={ownerId}
      onSaved={onSaved}
      resolver={specificResolver}
      calls={calls}
      send={send}
      toRow={(saved: TAssetSpecificAttribute): SpecificRow => ({ ...saved, files: saved.files.map(fileItemOfSaved) })}
      emptyRow={(assetId): SpecificRow => ({
        specificAttributeId: null,
        assetId,
        specificAttributeName: '',
        specificAttributeValue: '',
        specificAttributeDescription: '',
        files: [],
      })}
      idOf={(row) => row.specificAttributeId}
      fields={SPECIFIC_FIELDS}
      labels={labels('assetAttributeSpecificTitle', 'assetAttributeDeleteSpecificFailed')}
    />
  );
}
