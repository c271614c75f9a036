import { MINIMUM_TESTATOR_AGE } from './constants.ts';

// Spec part 1 §5: mobile is ten digits starting 6 to 9; landline 5 to 15 digits.
const MOBILE = /^[6-9]\d{9}$/;
const LANDLINE = /^\d{5,15}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the emailed code.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE.test(value);
}

export function isValidLandline(value: string): boolean {
  return LANDLINE.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A real calendar date written yyyy-mm-dd (2023-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date as yyyy-mm-dd in UTC+05:30, the time zone of the wills this product writes. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function isNotInFuture(isoDate: string, today: string = todayInIndia()): boolean {
  return isoDate <= today;
}

/** Whole years between a birth date and today, both yyyy-mm-dd. */
export function ageOn(dob: string, today: string = todayInIndia()): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isAdultOn(dob: string, today: string = todayInIndia()): boolean {
  return ageOn(dob, today) >= MINIMUM_TESTATOR_AGE;
}

/**
 * Orders items by a fixed list of ids; ids not in the list keep their relative order and come last
 * (spec part 1 §6: tiles 124, 91, 101, 125, 127 then others; submenus 109, 110, ... then others).
 */
export function orderByFixedIds<T>(items: readonly T[], order: readonly number[], idOf: (item: T) => number): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, index, rank: rank.get(idOf(item)) ?? order.length }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Spec part 1 §2: /testator/{menu name lower-case with underscores}. */
export function menuSlug(menuName: string): string {
  return menuName.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * 'Revocation of earlier wills' → 'revocation_of_earlier_wills': a clause key as the spec wants it typed
 * (part 2 §5: the key is transformed before sending) and a heading's stable name.
 */
export function toSnakeCase(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
