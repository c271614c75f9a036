// The rules of an asset and its records, written once (spec part 2 §5): the server runs them on save, the
// web forms run the same functions for their messages. Each problem names its field, a stable code (a key
// of FIELD_ERROR_KEYS where one fits) and the English text.
import { OWNERSHIP_COPARCENARY_SHARE, OWNERSHIP_SHARE_BASED } from './constants.ts';
import { parseRupees, rupeesText } from './money.ts';
import type { TRuleProblem } from './record-rules.ts';
import { isIsoDate } from './rules.ts';

/** A percentage with at most three decimals (the equal split of spec part 2 §9 gives 33.333). */
const PERCENT = /^\d{1,3}(\.\d{1,3})?$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

const compact = (value: string | number) => String(value).replace(/[\s,₹]/g, '');

/**
 * An amount in paise, exactly: '25,00,000.50' and 2500000.5 are 250000050. Null when it is not a
 * non-negative amount of rupees with at most two decimals (money.ts: commas only where they group digits).
 */
export function amountToPaise(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  return parseRupees(String(value));
}

/** Paise back to rupees as the API answers them (2500000.5). */
export function paiseToRupees(paise: number): number {
  return Math.trunc(paise / 100) + (paise % 100) / 100;
}

/** A percentage 0 < p ≤ 100 with at most three decimals, or null. */
export function percentageOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = compact(value);
  if (!PERCENT.test(text)) return null;
  const percent = Number(text);
  return percent > 0 && percent <= 100 ? percent : null;
}

/** An asset's main tab as both sides hold it once parsed: empty values are null. */
export type TAssetFacts = {
  assetName: string | null;
  assetSubTypeId: number | null;
  assetInitialValue: string | number | null;
  ownershipTypeId: number | null;
  ownershipPercentage: string | number | null;
  assetDescription: string | null;
};

/**
 * Spec part 2 §5 "Assets": name, subtype, value, ownership and description required; the value a
 * non-negative amount to the paisa; a percentage (more than 0, at most 100) only for share-based ownership
 * (type 2), where it is required.
 */
export function assetProblems(asset: TAssetFacts): TRuleProblem[] {
  const problems: TRuleProblem[] = [];
  const required = (path: keyof TAssetFacts, label: string) => problems.push({ path, code: 'required', message: `${label} is required.` });
  if (!asset.assetName) required('assetName', 'Asset name');
  if (!asset.assetSubTypeId) required('assetSubTypeId', 'Subtype');
  if (asset.assetInitialValue === null || asset.assetInitialValue === '') required('assetInitialValue', 'Value');
  else if (amountToPaise(asset.assetInitialValue) === null)
    problems.push({
      path: 'assetInitialValue',
      code: 'invalid_amount',
      message: 'Enter the value in rupees, for example 2500000 or 2500000.50.',
    });
  if (!asset.ownershipTypeId) required('ownershipTypeId', 'Ownership type');
  if (asset.ownershipTypeId === OWNERSHIP_SHARE_BASED) {
    if (asset.ownershipPercentage === null || asset.ownershipPercentage === '')
      problems.push({
        path: 'ownershipPercentage',
        code: 'required',
        message: 'Ownership percentage is required for share-based ownership.',
      });
    else if (percentageOf(asset.ownershipPercentage) === null)
      problems.push({ path: 'ownershipPercentage', code: 'invalid_percentage', message: 'Enter a percentage between 0 and 100.' });
  } else if (
    asset.ownershipTypeId === OWNERSHIP_COPARCENARY_SHARE &&
    asset.ownershipPercentage !== null &&
    asset.ownershipPercentage !== '' &&
    percentageOf(asset.ownershipPercentage) === null
  )
    problems.push({ path: 'ownershipPercentage', code: 'invalid_percentage', message: 'Enter a percentage between 0 and 100.' });
  if (!asset.assetDescription) required('assetDescription', 'Description');
  return problems;
}

/** An asset location as both sides hold it once parsed. */
export type TLocationFacts = {
  assetLocationType: string | null;
  addressDetails: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  country: string | null;
  landmark: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
};

const LOCATION_FIELDS = [
  ['addressDetails', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
  ['country', 'Country'],
  ['landmark', 'Landmark'],
] as const;

export type TLocationField = (typeof LOCATION_FIELDS)[number][0];

/**
 * The fields a location of this type must give. A virtual location (an online account, a demat account, a
 * wallet) has no street, landmark or pincode (issue 23): only where it is held, its city, state and country.
 */
export function requiredLocationFields(type: string | null): readonly TLocationField[] {
  const all = LOCATION_FIELDS.map(([path]) => path);
  return type === 'V' ? all.filter((path) => path !== 'addressDetails' && path !== 'pincode' && path !== 'landmark') : all;
}

const isIndia = (country: string | null) => /^\s*(india|bharat|\u092D\u093E\u0930\u0924)\s*$/i.test(country ?? '');

/** A coordinate in range, or null when it is none. */
export function coordinateOf(value: string | number | null | undefined, limit: 90 | 180): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!NUMBER.test(text)) return null;
  const number = Number(text);
  return Math.abs(number) <= limit ? number : null;
}

/**
 * Spec part 2 §5: location type (P physical or V virtual), address, city, state, pincode, country and
 * landmark required (a virtual location: city, state and country; requiredLocationFields). A pincode in
 * India has six digits; latitude and longitude are optional, together, and in range.
 */
export function locationProblems(location: TLocationFacts): TRuleProblem[] {
  const problems: TRuleProblem[] = [];
  if (location.assetLocationType !== 'P' && location.assetLocationType !== 'V')
    problems.push({ path: 'assetLocationType', code: 'required', message: 'Location type is required.' });
  const required = requiredLocationFields(location.assetLocationType);
  for (const [path, label] of LOCATION_FIELDS) {
    if (required.includes(path) && !location[path]) problems.push({ path, code: 'required', message: `${label} is required.` });
  }
  if (location.pincode && isIndia(location.country) && !/^\d{6}$/.test(location.pincode))
    problems.push({ path: 'pincode', code: 'invalid', message: 'Pincode has 6 digits.' });
  const hasLatitude = location.latitude !== null && location.latitude !== '';
  const hasLongitude = location.longitude !== null && location.longitude !== '';
  if (hasLatitude && coordinateOf(location.latitude, 90) === null)
    problems.push({ path: 'latitude', code: 'invalid_coordinates', message: 'Latitude is a number between -90 and 90.' });
  if (hasLongitude && coordinateOf(location.longitude, 180) === null)
    problems.push({ path: 'longitude', code: 'invalid_coordinates', message: 'Longitude is a number between -180 and 180.' });
  if (hasLatitude !== hasLongitude)
    problems.push({
      path: hasLatitude ? 'longitude' : 'latitude',
      code: 'invalid_coordinates',
      message: 'Give both latitude and longitude, or neither.',
    });
  return problems;
}

/** What an attribute's value is (its master says), so the form renders the right input and both sides check it. */
export const ATTRIBUTE_FIELDS = ['text', 'number', 'date', 'amount'] as const;
export type TAttributeField = (typeof ATTRIBUTE_FIELDS)[number];

/** The problem of one attribute value for its kind of field, or undefined when it is fine (empty is the caller's 'required'). */
export function attributeValueProblem(field: TAttributeField, value: string): TRuleProblem | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const problem = (code: string, message: string) => ({ path: 'value', code, message });
  if (field === 'number' && !NUMBER.test(compact(text))) return problem('invalid_number', 'Enter a number.');
  if (field === 'amount' && amountToPaise(text) === null)
    return problem('invalid_amount', 'Enter the value in rupees, for example 2500000 or 2500000.50.');
  if (field === 'date' && !isIsoDate(text)) return problem('invalid_date', 'Use a real date written yyyy-mm-dd.');
  return undefined;
}

/**
 * An attribute value as it is stored once its problem is none: an amount as plain rupees ('1,25,00,000'
 * is '12500000'), so the will and every screen read one figure; any other value trimmed.
 */
export function storedAttributeValue(field: TAttributeField, value: string): string {
  const paise = field === 'amount' ? amountToPaise(value.trim()) : null;
  return paise === null ? value.trim() : rupeesText(paise);
}

/** Account, folio and policy numbers are shown by their last four characters only. */
export function maskedValue(last4: string): string {
  return `••••${last4}`;
}

/** A value the client sends back as it was shown (masked): the stored one stays. */
export function isMaskedValue(value: string): boolean {
  return value.includes('•');
}
