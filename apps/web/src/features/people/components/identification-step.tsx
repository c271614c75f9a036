import { STATUS_EXITS, type TIdentification, type TStatusResponse } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fileItemOfSaved } from '../../../components/record-form/files.ts';
import { type RowField, RowsStep } from '../../../components/record-form/rows-step.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { identificationCalls, useIdentificationTypes } from '../api/identifications.ts';
import { identificationsToSend, ZIdentificationRow } from '../rules/identification.ts';
import { useLanguageCode } from '../use-testator.ts';
import type { StepProps } from './step.ts';

const ZIdentificationForm = z.object({ rows: z.array(ZIdentificationRow) });
type IdentificationRow = z.input<typeof ZIdentificationForm>['rows'][number];

const NUMBER_AND_FILES: RowField<IdentificationRow>[] = [
  { name: 'documentNo', labelKey: 'identificationNumber', kind: 'text', required: true, input: { autoComplete: 'off', spellCheck: false } },
  {
    name: 'files',
    labelKey: 'identificationFiles',
    kind: 'files',
    required: true,
    fullWidth: true,
    accept: 'image-or-pdf',
    hintKey: 'identificationFilesHint',
  },
];

const emptyRow = (entityId: number): IdentificationRow => ({
  identityId: null,
  entityId,
  idType: '',
  documentNo: '',
  files: [],
  maskedNo: null,
});

const rowOf = (saved: TIdentification): IdentificationRow => ({
  identityId: saved.identityId,
  entityId: saved.entityId,
  idType: String(saved.idType),
  documentNo: saved.documentNo,
  maskedNo: saved.documentNo,
  files: saved.files.map(fileItemOfSaved),
});
const resolver = codedResolver(ZIdentificationForm);

/** The Identification step: each type once per person; the server answers 'exits' for a type it already has. */
export function IdentificationStep(props: StepProps) {
  const { t } = useTranslation();
  const types = useIdentificationTypes(useLanguageCode());
  const typeField: RowField<IdentificationRow> = {
    name: 'idType',
    labelKey: 'identificationType',
    kind: 'select',
    required: true,
    placeholderKey: 'identificationSelectType',
    options: (types.data ?? []).map((type) => ({ value: String(type.idenTypeId), label: type.name })),
    unique: true,
  };
  return (
    <RowsStep
      ownerId={props.entityId}
      onSaved={props.onSaved}
      resolver={resolver}
      calls={identificationCalls}
      send={async (rows, save) => {
        // A saved number comes back masked: sent unchanged, the server keeps the stored one.
        const answer = (await save(identificationsToSend(rows))) as TStatusResponse;
        if (answer.status !== STATUS_EXITS) return true;
        toast('error', t('identificationAlreadyExists'));
        return false;
      }}
      toRow={rowOf}
      emptyRow={emptyRow}
      idOf={(row) => row.identityId}
      fields={[typeField, ...NUMBER_AND_FILES]}
      labels={{
        title: 'identificationTitle',
        rowHeading: 'identificationRowHeading',
        removeRow: 'identificationRemoveRow',
        addRow: 'identificationAddRow',
        save: 'identificationSave',
        fetchError: 'personListFetchingError',
        saved: 'identificationSavedSuccess',
        deleted: 'identificationDeletedSuccess',
        deleteFailed: 'identificationDeleteFailed',
        saveFailed: 'identificationSaveFailed',
      }}
    />
  );
}
