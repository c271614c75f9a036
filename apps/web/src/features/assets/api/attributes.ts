import { assetEndpoints, type Endpoint } from '@vasiyat/contract';
import { useMemo } from 'react';
import type { RecordCalls } from '../../../components/record-form/record-calls.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { assetKeys } from './keys.ts';

// An asset's three kinds of attribute rows (spec part 2 §7), read, saved and deleted as the record-form
// pieces do for a person's rows. The list answers carry the attribute types beside the rows, and both
// come in the interface language, so the calls are made per language.

export function subtypeAttributeCalls(code: string) {
  return {
    record: 'subtypeAttribute',
    scope: assetKeys.records(code),
    list: assetEndpoints.findAllAssetSubtypeAttrbutes,
    listInput: (assetId: number) => ({ query: { assetId, code } }),
    rowsOf: (answer) => answer.attributeDetailsts,
    save: assetEndpoints.saveAssetSubTypeAttribute,
    saveInput: (body) => ({ body }),
    remove: assetEndpoints.deleteSubTypeAttribute,
    removeInput: (id: number) => ({ query: { attributeId: id } }),
  } satisfies RecordCalls<
    Endpoint,
    typeof assetEndpoints.findAllAssetSubtypeAttrbutes,
    typeof assetEndpoints.saveAssetSubTypeAttribute,
    typeof assetEndpoints.deleteSubTypeAttribute
  >;
}

export function primaryAttributeCalls(code: string) {
  return {
    record: 'primaryAttribute',
    scope: assetKeys.records(code),
    list: assetEndpoints.findAllPrimaryAttributeData,
    listInput: (assetId: number) => ({ query: { assetId, code } }),
    rowsOf: (answer) => answer.primaryAttributelist,
    save: assetEndpoints.saveAssetPrimaryAttribute,
    saveInput: (body) => ({ body }),
    remove: assetEndpoints.deletePrimaryAttribute,
    removeInput: (id: number) => ({ query: { id } }),
  } satisfies RecordCalls<
    Endpoint,
    typeof assetEndpoints.findAllPrimaryAttributeData,
    typeof assetEndpoints.saveAssetPrimaryAttribute,
    typeof assetEndpoints.deletePrimaryAttribute
  >;
}

export function specificAttributeCalls(code: string) {
  return {
    record: 'specificAttribute',
    scope: assetKeys.records(code),
    list: assetEndpoints.findAllSpecificAssetAttributes,
    listInput: (assetId: number) => ({ query: { assetId, code } }),
    rowsOf: (answer) => answer.specificAttributes,
    save: assetEndpoints.saveSpecificAttribute,
    saveInput: (body) => ({ body }),
    remove: assetEndpoints.deleteSpecificAttribute,
    removeInput: (id: number) => ({ query: { id } }),
  } satisfies RecordCalls<
    Endpoint,
    typeof assetEndpoints.findAllSpecificAssetAttributes,
    typeof assetEndpoints.saveSpecificAttribute,
    typeof assetEndpoints.deleteSpecificAttribute
  >;
}

/** The three kinds of calls in the interface language, the same objects while it stays. */
export function useAttributeCalls() {
  const code = useLanguageStore((state) => state.language);
  return useMemo(
    () => ({ subtype: subtypeAttributeCalls(code), primary: primaryAttributeCalls(code), specific: specificAttributeCalls(code) }),
    [code],
  );
}
