import { isIsoDate } from '@vasiyat/contract';

/** Dates are shown DD/MM/YYYY (en-GB) and kept as yyyy-mm-dd, which is what the server takes. */
export function parseDisplayDate(input: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** yyyy-mm-dd as DD/MM/YYYY; anything else as it is. */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
