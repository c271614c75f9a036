// Numbers, dates and money as a deed writes them in its language: rupees with Indian grouping (₹25,00,000),
// dates written out ("14 August 1968", "14 अगस्त 1968") and the day of signing as a deed says it ("this 24th
// day of November 2026"). Month names come from ICU (Node's full-icu), the sentence around them from labels.

/** A locale for Intl: the language's Indian variant (hi-IN, ta-IN …); digits stay Latin, as Indian deeds print them. */
const localeOf = (code: string) => `${code}-IN-u-nu-latn`;

// Formatters are made once: a large will formats hundreds of amounts, and making one costs more than using it.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SHARE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Rupees with Indian grouping; paise shown only when there are any. */
export const rupees = (amount: number) => `₹${(Number.isInteger(amount) ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(amount)}`;

/** A share as a deed writes it: 50%, 33.333%. */
export const percent = (value: number) => `${SHARE.format(value)}%`;

const parts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, date: new Date(Date.UTC(year, month - 1, day)) };
};

/** "14 August 1968" in the language (en-IN writes day, month, year; hi "14 अगस्त 1968"; ta "14 ஆகஸ்ட், 1968"). */
export function writtenDate(iso: string, code: string): string {
  const { date } = parts(iso);
  return new Intl.DateTimeFormat(localeOf(code), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** DD/MM/YYYY, as forms and the deed's date line show it. */
export function numericDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: English ordinals; other languages write the day as a number. */
export function ordinalDay(day: number, code: string): string {
  if (code !== 'en') return String(day);
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** The day of signing as the deed says it, through the language's willDocToday label ("this {{ordinal}} day of {{month}} {{year}}"). */
export function deedDay(iso: string, code: string, label: (key: string, values: Record<string, string | number>) => string): string {
  const { year, day, date } = parts(iso);
  const month = new Intl.DateTimeFormat(localeOf(code), { month: 'long', timeZone: 'UTC' }).format(date);
  return label('willDocToday', { ordinal: ordinalDay(day, code), month, year });
}
