// The languages added after English, Hindi and Tamil (issue 13), each from its own two files (types.ts): what
// the screens show and what the will says. Seeding, labels, menus, master lists, the clause library and the
// clause editor's sample read them from here.
import type { TWillContext } from '@vasiyat/contract';
import type { SeedTemplate, SeedTemplateText } from '../clause-library.ts';
import type { MasterRow } from '../masters.ts';
import type { SeedMenu } from '../menus.ts';
import bnDeed from './bn/deed.ts';
import bnInterface from './bn/interface.ts';
import guDeed from './gu/deed.ts';
import guInterface from './gu/interface.ts';
import knDeed from './kn/deed.ts';
import knInterface from './kn/interface.ts';
import mlDeed from './ml/deed.ts';
import mlInterface from './ml/interface.ts';
import mrDeed from './mr/deed.ts';
import mrInterface from './mr/interface.ts';
import teDeed from './te/deed.ts';
import teInterface from './te/interface.ts';
import type { TDeedTranslation, TInterfaceTranslation } from './types.ts';

type AddedLanguage = { readonly interface: TInterfaceTranslation; readonly deed?: TDeedTranslation };

export const ADDED_LANGUAGES = {
  mr: { interface: mrInterface, deed: mrDeed },
  te: { interface: teInterface, deed: teDeed },
  kn: { interface: knInterface, deed: knDeed },
  ml: { interface: mlInterface, deed: mlDeed },
  gu: { interface: guInterface, deed: guDeed },
  bn: { interface: bnInterface, deed: bnDeed },
} as const satisfies Record<string, AddedLanguage>;
type AddedCode = keyof typeof ADDED_LANGUAGES;

/** The languages written in the seed files themselves, as their tuples and records spell them. */
const FIRST_CODES = ['en', 'hi', 'ta'] as const;
type FirstCode = (typeof FIRST_CODES)[number];
const isFirst = (code: string): code is FirstCode => (FIRST_CODES as readonly string[]).includes(code);
const added = (code: string): AddedLanguage => ADDED_LANGUAGES[code as AddedCode];

/** Every language with labels, menus and master lists in full. */
export const INTERFACE_CODES: readonly string[] = [...FIRST_CODES, ...Object.keys(ADDED_LANGUAGES)];
/** Every language with the clause library in full. */
export const DEED_CODES: readonly string[] = [
  ...FIRST_CODES,
  ...Object.entries(ADDED_LANGUAGES as Record<string, AddedLanguage>)
    .filter(([, language]) => language.deed)
    .map(([code]) => code),
];

export const menuTextIn = (menu: SeedMenu, code: string): readonly [string, string] =>
  isFirst(code) ? menu.text[code] : added(code).interface.menus[menu.menuId]!;

export const masterNameIn = (row: MasterRow, code: string): string =>
  isFirst(code) ? row.names[code] : added(code).interface.masters[row.masterType][row.itemId]!;

export const labelsIn = (code: AddedCode): Readonly<Record<string, string>> => ADDED_LANGUAGES[code].interface.labels;

/** A clause set's heading and one clause in a language of DEED_CODES. */
export const headingIn = (heading: Record<FirstCode, string>, code: string): string =>
  isFirst(code) ? heading[code] : added(code).deed!.headings[heading.en]!;
export const clauseIn = (headingEn: string, clause: { key: string; text: Record<FirstCode, string> }, code: string): string =>
  isFirst(code) ? clause.text[code] : added(code).deed!.clauses[headingEn]![clause.key]!;

/** A starter template's name and description in a language of DEED_CODES. */
export const templateTextIn = (template: SeedTemplate, code: string): SeedTemplateText =>
  code === 'en' ? template : code === 'hi' || code === 'ta' ? template.texts[code] : added(code).deed!.templates[template.name]!;

/** The clause editor's sample testator of an added language, if its clause library is there. */
export const addedSample = (code: string): TWillContext | undefined => (isFirst(code) ? undefined : added(code)?.deed?.sample);
