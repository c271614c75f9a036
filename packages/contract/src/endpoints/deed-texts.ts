// Issue 27 item 4: the deed's texts in the script of its language (ours). Names, addresses and the testator's own
// words that a deed in an Indian language would print in Latin letters, and the forms written for them.
import { endpoint } from '../endpoint.ts';
import { ZDeedTextsQuery, ZDeedTextsResponse, ZSaveDeedTextInput, ZSaveDeedTextResponse } from '../schemas/deed-texts.ts';
import { TESTATOR_ONLY } from './people.ts';

const tag = 'will';
export const deedTextEndpoints = {
  deedTexts: endpoint({
    method: 'GET',
    path: 'testator/deedTexts',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'The texts of the caller’s will (names, parentage, occupations, addresses, assets, gifts) that a deed in the language ?code= would print in Latin letters, each with the form written in its script, if any',
    query: ZDeedTextsQuery,
    response: ZDeedTextsResponse,
  }),
  saveDeedText: endpoint({
    method: 'POST',
    path: 'testator/saveDeedText',
    auth: TESTATOR_ONLY,
    tag,
    summary:
      'Save (or, empty, remove) the form of one text of the deed in the script of a language; it must be in that script alone, and the record the caller’s own (another’s answers 404)',
    body: ZSaveDeedTextInput,
    response: ZSaveDeedTextResponse,
  }),
};
