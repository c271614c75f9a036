// Kannada: the clause library and the clause editor's sample testator (issue 13). Keys are the English ones.
// Written in three parts (deed-1.ts: the headings and the first five clause sets; deed-2.ts: the next six;
// deed-3.ts: the last four and the sample, a family from Mysuru), each a file a translator can hold at once.
import type { TDeedTranslation } from '../types.ts';
import * as first from './deed-1.ts';
import * as second from './deed-2.ts';
import * as third from './deed-3.ts';

const kn: TDeedTranslation = {
  headings: first.headings,
  clauses: { ...first.clauses, ...second.clauses, ...third.clauses },
  sample: third.sample,
};

export default kn;
