import type { TPersonRow } from '@vasiyat/contract';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { formatDisplayDate } from '../../../lib/display-date.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import type { FormShape } from '../kinds.ts';
import { statusLabelKey } from '../rules/alive.ts';

const GENDER_KEYS: Record<string, TLabelKey> = { M: 'personGenderMale', F: 'personGenderFemale', X: 'personGenderOther' };

/** The columns of a list screen (spec part 1 §7; shape ours): people, corporates or the registrar. */
export function personColumns(form: FormShape, t: TFunction): DataTableColumn<TPersonRow>[] {
  const date = (pick: (row: TPersonRow) => string | null) => ({ value: pick, text: (row: TPersonRow) => formatDisplayDate(pick(row)) });
  const contactPersons: DataTableColumn<TPersonRow> = {
    id: 'contactPersons',
    header: t('corporateContactPersons'),
    value: (row) => row.contactPersons.map((person) => person.fullName).join(', '),
  };
  if (form === 'corporate') {
    return [
      { id: 'name', header: t('corporateColumnCompanyName'), value: (row) => row.firstName },
      { id: 'type', header: t('corporateColumnType'), value: (row) => row.corporateTypeName },
      { id: 'commencementDate', header: t('corporateColumnCommencementDate'), ...date((row) => row.commencementDate) },
      { id: 'city', header: t('addressCity'), value: (row) => row.city },
      contactPersons,
    ];
  }
  if (form === 'registrar') {
    return [
      { id: 'name', header: t('registrarColumnName'), value: (row) => row.firstName },
      { id: 'enforcementDate', header: t('registrarColumnEnforcementDate'), ...date((row) => row.enforcementDate) },
      { id: 'city', header: t('addressCity'), value: (row) => row.city },
      contactPersons,
    ];
  }
  return [
    { id: 'name', header: t('personColumnName'), value: (row) => row.fullName },
    { id: 'relation', header: t('personColumnRelation'), value: (row) => row.relationName },
    { id: 'dob', header: t('personColumnDob'), ...date((row) => row.dob) },
    {
      id: 'gender',
      header: t('personColumnGender'),
      value: (row) => {
        const key = row.gender ? GENDER_KEYS[row.gender] : undefined;
        return key ? t(key) : '';
      },
    },
    { id: 'contact', header: t('contactDetailsTitle'), value: (row) => row.primaryContact },
    { id: 'status', header: t('personColumnStatus'), value: (row) => t(statusLabelKey(row)) },
  ];
}
