import { CONTACT_EMAIL, CONTACT_LANDLINE, CONTACT_MOBILE, type TContact } from '@vasiyat/contract';
import type { z } from 'zod';
import { type RowField, RowsStep } from '../../../components/record-form/rows-step.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { contactCalls, useContactTypes } from '../api/contacts.ts';
import { ZContactForm } from '../rules/contact.ts';
import { useLanguageCode } from '../use-testator.ts';
import type { StepProps } from './step.ts';

type ContactRow = z.input<typeof ZContactForm>['rows'][number];

const emptyRow = (entityId: number): ContactRow => ({ contactDetailsId: null, entityId, contactTypeId: '', contactDetails: '' });

const rowOf = (saved: TContact): ContactRow => ({
  contactDetailsId: saved.contactDetailsId,
  entityId: saved.entityId,
  contactTypeId: String(saved.contactTypeId),
  contactDetails: saved.contactDetails,
});

/** How the details input behaves for each contact type (a phone keypad for numbers, an email keyboard). */
function inputOf(row: ContactRow | undefined) {
  const typeId = Number(row?.contactTypeId || 0);
  if (typeId === CONTACT_MOBILE) return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 } as const;
  if (typeId === CONTACT_EMAIL) return { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
  if (typeId === CONTACT_LANDLINE) return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 15 } as const;
  return { type: 'text', autoComplete: 'off' } as const;
}

const detailsField: RowField<ContactRow> = {
  name: 'contactDetails',
  labelKey: 'contactDetails',
  kind: 'text',
  required: true,
  input: inputOf,
};
const resolver = codedResolver(ZContactForm);

/** The Contact step (spec part 1 §5): checked when leaving a field; a new type re-checks the details. */
export function ContactStep(props: StepProps) {
  const types = useContactTypes(useLanguageCode());
  const typeField: RowField<ContactRow> = {
    name: 'contactTypeId',
    labelKey: 'contactType',
    kind: 'select',
    required: true,
    placeholderKey: 'contactSelectType',
    options: (types.data ?? []).map((type) => ({ value: String(type.contactTypeId), label: type.contactName })),
    revalidates: ['contactDetails'],
  };
  return (
    <RowsStep
      ownerId={props.entityId}
      onSaved={props.onSaved}
      resolver={resolver}
      calls={contactCalls}
      toRow={rowOf}
      emptyRow={emptyRow}
      idOf={(row) => row.contactDetailsId}
      fields={[typeField, detailsField]}
      checkOnBlur
      labels={{
        title: 'contactDetailsTitle',
        rowHeading: 'contactRowHeading',
        removeRow: 'contactRemoveRow',
        addRow: 'contactAddRow',
        save: 'contactSave',
        fetchError: 'personListFetchingError',
        saved: 'contactSavedSuccess',
        deleted: 'contactDeletedSuccess',
        deleteFailed: 'contactDeleteError',
        saveFailed: 'commonAnErrorOccurred',
        saveFailedWithReason: 'contactSaveFailed',
      }}
    />
  );
}
