// The sample testator of the clause editor: the administrator's live preview renders with it, and a clause is
// refused on save unless it renders against it (liquid.ts → clauseProblem). So it fills every field of the will
// context the way a real will would, and holds one of each kind of person and asset a clause may loop over: a
// house owned in part, a bank account shown by its last four digits, jewellery, a mutual fund folio, a car left
// to the residue, a minor with a guardian, a charitable trust, an executor and an alternate, two witnesses.
// Each language has its own family (translations/<code>/sample-testator.json), written as a deed in that language
// writes names, places, dates and money.
import type { TWillContext } from '@vasiyat/contract';
import { SOURCE_LANGUAGE, translations } from '../../db/seed/translation-files.ts';

/**
 * The sample will context in a language; English for a language without one of its own. A fresh copy each call,
 * so a caller may change it.
 */
export function sampleWillContext(language: string): TWillContext {
  const { samples } = translations();
  return structuredClone(samples.get(language) ?? samples.get(SOURCE_LANGUAGE)!);
}

/**
 * How many of each list the large sample holds: a large family's will (issue 24). Other lists get LARGE_DEFAULT;
 * lists inside items (a bequest's beneficiaries) stay as the sample has them.
 */
const LARGE_SIZES: Record<string, number> = { heirs: 60, beneficiaries: 60, assets: 300, unassignedAssets: 300, bequests: 100 };
const LARGE_DEFAULT = 60;

/** A list grown to `size` by repeating its items (each a fresh copy); an empty list stays empty. */
function grown<T>(items: readonly T[], size: number): T[] {
  return items.length ? Array.from({ length: size }, (_, index) => structuredClone(items[index % items.length]!)) : [];
}

/**
 * The sample testator with every list of the will context made large (60 heirs, 300 assets, 100 bequests), built
 * from the sample's own lists so it follows the context whatever fields it gains. A clause is checked against it
 * on save: one that is quick for four heirs but stalls for sixty is refused there.
 */
export function largeSampleWillContext(language: string): TWillContext {
  const sample = sampleWillContext(language);
  const entries = Object.entries(sample).map(([key, value]) => [
    key,
    Array.isArray(value) ? grown(value as readonly unknown[], LARGE_SIZES[key] ?? LARGE_DEFAULT) : value,
  ]);
  return Object.fromEntries(entries) as TWillContext;
}
