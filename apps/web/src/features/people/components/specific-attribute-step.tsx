import { type TSpecificAttribute, ZSpecificAttributeInput } from '@vasiyat/contract';
import { z } from 'zod';
import { type RowField, RowsStep } from '../../../components/record-form/rows-step.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { specificAttributeCalls } from '../api/specific-attributes.ts';
import type { StepProps } from './step.ts';

const ZSpecificAttributeForm = z.object({ rows: z.array(ZSpecificAttributeInput) });
type SpecificAttributeRow = z.input<typeof ZSpecificAttributeForm>['rows'][number];

/** Spec part 1 §5: name, value and description all required. */
const FIELDS: RowField<SpecificAttributeRow>[] = [
  { name: 'specificAttributeName', labelKey: 'specificAttributeName', kind: 'text', required: true, input: { maxLength: 100 } },
  { name: 'specificAttributeValue', labelKey: 'specificAttributeValue', kind: 'text', required: true, input: { maxLength: 500 } },
  {
    name: 'specificAttributeDescription',
    labelKey: 'specificAttributeDescription',
    kind: 'textarea',
    required: true,
    fullWidth: true,
    input: { maxLength: 1000 },
  },
];

const emptyRow = (entityId: number): SpecificAttributeRow => ({
  specificAttributeId: null,
  entityId,
  specificAttributeName: '',
  specificAttributeValue: '',
  specificAttributeDescription: '',
});

/** A saved attribute is already a row of the form. */
const rowOf = (saved: TSpecificAttribute): SpecificAttributeRow => saved;
const resolver = codedResolver(ZSpecificAttributeForm);

/** The Specific Attribute step (optional). */
export function SpecificAttributeStep(props: StepProps) {
  return (
    <RowsStep
      ownerId={props.entityId}
      onSaved={props.onSaved}
      resolver={resolver}
      calls={specificAttributeCalls}
      toRow={rowOf}
      emptyRow={emptyRow}
      idOf={(row) => row.specificAttributeId}
      fields={FIELDS}
      labels={{
        title: 'specificAttributeTitle',
        rowHeading: 'specificAttributeRowHeading',
        removeRow: 'specificAttributeRemoveRow',
        addRow: 'specificAttributeAddRow',
        save: 'specificAttributeSave',
        fetchError: 'personListFetchingError',
        saved: 'specificAttributeSavedSuccess',
        deleted: 'specificAttributeDeletedSuccess',
        deleteFailed: 'specificAttributeDeleteError',
        saveFailed: 'specificAttributeSaveError',
      }}
    />
  );
}
