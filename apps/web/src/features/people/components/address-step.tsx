import { type TAddress, ZAddressInput } from '@vasiyat/contract';
import { z } from 'zod';
import { type RowField, RowsStep } from '../../../components/record-form/rows-step.tsx';
import { codedResolver } from '../../../lib/form-resolver.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { addressCalls, useAddressTypes } from '../api/addresses.ts';
import { useLanguageCode } from '../use-testator.ts';
import type { StepProps } from './step.ts';

const ZAddressForm = z.object({ rows: z.array(ZAddressInput) });
type AddressRow = z.input<typeof ZAddressForm>['rows'][number];

const text = (name: RowField<AddressRow>['name'], labelKey: TLabelKey, autoComplete = 'off'): RowField<AddressRow> => ({
  name,
  labelKey,
  kind: 'text',
  required: true,
  input: { autoComplete },
});

/** Spec part 1 §5: every field required; each address type once per person (a type taken is not offered again). */
const textFields: RowField<AddressRow>[] = [
  text('doorNo', 'addressDoorNo'),
  text('buildingNumber', 'addressBuildingNumber'),
  text('street', 'addressStreet'),
  text('locality', 'addressLocality'),
  { ...text('pincode', 'addressPincode', 'postal-code'), input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 } },
  text('city', 'addressCity', 'address-level2'),
  text('district', 'addressDistrict'),
  text('state', 'addressState', 'address-level1'),
  text('country', 'addressCountry', 'country-name'),
];

const emptyRow = (entityId: number): AddressRow => ({
  addressId: null,
  entityId,
  addressTypeId: '',
  doorNo: '',
  buildingNumber: '',
  street: '',
  pincode: '',
  locality: '',
  city: '',
  state: '',
  country: '',
  district: '',
});

function rowOf(saved: TAddress): AddressRow {
  const { addressTypeName: _name, ...row } = saved;
  return { ...row, addressTypeId: String(saved.addressTypeId) };
}

const resolver = codedResolver(ZAddressForm);

/** The Address step (spec part 1 §5). */
export function AddressStep(props: StepProps) {
  const types = useAddressTypes(useLanguageCode());
  const typeField: RowField<AddressRow> = {
    name: 'addressTypeId',
    labelKey: 'addressType',
    kind: 'select',
    required: true,
    placeholderKey: 'addressSelectType',
    options: (types.data ?? []).map((type) => ({ value: String(type.addressTypeId), label: type.name })),
    unique: true,
  };
  return (
    <RowsStep
      ownerId={props.entityId}
      onSaved={props.onSaved}
      resolver={resolver}
      calls={addressCalls}
      toRow={rowOf}
      emptyRow={emptyRow}
      idOf={(row) => row.addressId}
      fields={[typeField, ...textFields]}
      cols={{ base: 1, sm: 2, lg: 3 }}
      labels={{
        title: 'addressTitle',
        rowHeading: 'addressRowHeading',
        removeRow: 'addressRemoveRow',
        addRow: 'addressAddRow',
        save: 'addressSave',
        fetchError: 'addressFetchError',
        saved: 'addressSavedSuccess',
        deleted: 'addressDeletedSuccess',
        deleteFailed: 'addressDeleteError',
        saveFailed: 'addressSaveError',
      }}
    />
  );
}
