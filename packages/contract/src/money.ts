// Rupees as people type them (issue 23: '1,25,00,000' typed key by key was stored as ₹1.25). One parser for
// every amount field, run by the web's money input and the server alike: a comma only ever groups digits,
// in the Indian (1,25,00,000) or the international (12,500,000) way, and the one decimal point is '.'.
// Anything else is refused rather than guessed, so what is saved is exactly what the person typed.

/** Rupees with at most two decimals (paise), up to 10^13 rupees. */
const PLAIN = /^\d{1,13}(\.\d{1,2})?$/;
/** Whole rupees grouped as Indians write them (lakh, crore: 1,25,00,000) or in thousands (12,500,000). */
const GROUPED = /^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/** The zero of each Indian script's digits (Devanagari, Bengali, Gujarati, Tamil, Telugu, Kannada, Malayalam). */
const DIGIT_ZEROS = [0x966, 0x9e6, 0xae6, 0xbe6, 0xc66, 0xce6, 0xd66];

/** Digits of any Indian script as ASCII digits (Devanagari one-two, U+0967 U+0968, is '12'): a Hindi keyboard types them. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((candidate) => code >= candidate && code <= candidate + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * The paise of an amount typed as text ('₹ 1,25,00,000', '750,000', '25,00,000.50'), exactly, or null when
 * it is not a non-negative amount of rupees with at most two decimals and well-placed group commas.
 * Spaces and a leading ₹ are ignored. Worked on the digits, never on a float.
 */
export function parseRupees(typed: string): number | null {
  const text = asciiDigits(typed).replace(/\s/g, '').replace(/^₹/, '');
  if (!PLAIN.test(text) && !GROUPED.test(text)) return null;
  const [rupees = '0', paise = ''] = text.replaceAll(',', '').split('.');
  if (rupees.length > 13) return null;
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** Whole rupees grouped the Indian way: '12500000' is '1,25,00,000'. */
function indianGrouping(rupees: string): string {
  if (rupees.length <= 3) return rupees;
  const head = rupees.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${rupees.slice(-3)}`;
}

/** Paise written as a person reads them in a form: '1,25,00,000', '25,00,000.50'. */
export function formatRupeesTyped(paise: number): string {
  const rupees = String(Math.trunc(paise / 100));
  const rest = paise % 100;
  return rest === 0 ? indianGrouping(rupees) : `${indianGrouping(rupees)}.${String(rest).padStart(2, '0')}`;
}

/** Paise written plainly, as an amount is stored in text: '12500000', '2500000.50'. */
export function rupeesText(paise: number): string {
  const rupees = String(Math.trunc(paise / 100));
  const rest = paise % 100;
  return rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
}
