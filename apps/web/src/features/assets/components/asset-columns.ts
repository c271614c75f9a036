import type { TAssetRow } from '@vasiyat/contract';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { formatDisplayDate } from '../../../lib/display-date.ts';
import { formatRupees, ownershipText } from '../rules/format.ts';

/** The columns of an asset list (spec part 2 §3 "Asset list row", with the value and ownership). */
export function assetColumns(t: TFunction): DataTableColumn<TAssetRow>[] {
  return [
    { id: 'name', header: t('assetColumnName'), value: (row) => row.assetName },
    { id: 'subtype', header: t('assetColumnSubtype'), value: (row) => row.assetSubTypeName },
    // Sorted by the amount, shown and filtered as Indians write it.
    {
      id: 'value',
      header: t('assetColumnValue'),
      value: (row) => row.assetInitialValue,
      text: (row) => formatRupees(row.assetInitialValue),
    },
    { id: 'ownership', header: t('assetColumnOwnership'), value: ownershipText },
    {
      id: 'dateOfInclusion',
      header: t('assetColumnDateOfInclusion'),
      value: (row) => row.dateOfInclusion,
      text: (row) => formatDisplayDate(row.dateOfInclusion),
    },
    { id: 'description', header: t('assetColumnDescription'), value: (row) => row.assetDescription },
  ];
}
