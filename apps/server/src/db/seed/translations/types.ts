// The shape of a language added after English, Hindi and Tamil (issue 13): each language is two files of its own,
// so a translator works on one language without touching another's. `interface.ts` holds what the screens show
// (labels, menus, master lists), `deed.ts` what the will says (clause library and the sample testator the clause
// editor previews with). Keys are the English ones: a label key, a menu id, a master item id, a heading's English
// name and a clause key.
import type { TWillContext } from '@vasiyat/contract';
import type { MasterType } from '../masters.ts';

export type TInterfaceTranslation = {
  /** Every label key of English (labels/index.ts → en), placeholders ({{name}}) kept as they are. */
  readonly labels: Readonly<Record<string, string>>;
  /** Menu id → [name, description] (menus.ts). */
  readonly menus: Readonly<Record<number, readonly [name: string, description: string]>>;
  /** Master type → item id → name (masters.ts, asset-masters.ts). */
  readonly masters: Readonly<Record<MasterType, Readonly<Record<number, string>>>>;
};

export type TDeedTranslation = {
  /** English heading of a clause set → the heading in this language. */
  readonly headings: Readonly<Record<string, string>>;
  /** English heading → clause key → the clause, a Liquid template over the same variables as the English one. */
  readonly clauses: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** English name of a starter template → its name and description in this language (issue 23). */
  readonly templates: Readonly<Record<string, { readonly name: string; readonly description: string }>>;
  /** The sample testator of the clause editor in this language: a family from the language's state. */
  readonly sample: TWillContext;
};
