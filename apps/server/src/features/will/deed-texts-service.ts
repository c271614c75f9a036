// Issue 27 item 4: the texts of the caller's deed that a deed in an Indian language would print in Latin letters, and
// the forms the testator writes for them in its script (never guessed: a name is written by the person who knows it).
// A text is the caller's when their own will's read holds it: any other record's id answers 404 and changes nothing.
import {
  deedScriptOf,
  printsInLatin,
  type TDeedText,
  type TDeedTextsResponse,
  type TSaveDeedTextResponse,
  type ZSaveDeedTextInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { type DeedTextItem, deedTextsOf, formOf, formsInScript } from './deed-texts.ts';
import * as repo from './deed-texts-repo.ts';
import { readWill, type WillReadDeps } from './read.ts';

const viewOf = (item: DeedTextItem, written: string | undefined): TDeedText => ({ ...item, written: written ?? null });

/** Ours: each text of the caller's will a deed in `code` would print in Latin letters, with its form in the deed's script, if written. */
export async function findDeedTexts(deps: WillReadDeps, caller: Caller, code: string): Promise<TDeedTextsResponse> {
  const script = deedScriptOf(code);
  const read = await readWill(deps, caller.userId, code);
  const forms = formsInScript(read, script);
  const texts = deedTextsOf(read)
    .filter((item) => printsInLatin(item.text, script))
    .map((item) => viewOf(item, formOf(forms, item, item.field)));
  return { languageCode: code, script, texts, missing: texts.filter((item) => item.written === null).length };
}

/** Ours: saves (or, empty, removes) the form of one of the caller's deed texts in the script of the language `code`. */
export async function saveDeedText(
  deps: WillReadDeps,
  caller: Caller,
  input: z.output<typeof ZSaveDeedTextInput>,
): Promise<TSaveDeedTextResponse> {
  const script = deedScriptOf(input.code);
  const read = await readWill(deps, caller.userId, input.code);
  const owner = { entityId: input.entityId, assetId: input.assetId, assignmentId: input.assignmentId };
  const item = deedTextsOf(read).find(
    (candidate) =>
      candidate.field === input.field &&
      candidate.entityId === owner.entityId &&
      candidate.assetId === owner.assetId &&
      candidate.assignmentId === owner.assignmentId,
  );
  // Not a text of the caller's will: another testator's record, or a field the record leaves empty.
  if (!item) throw notFound('Record');
  const form = { ...owner, field: input.field, script };
  if (input.text === '') await repo.deleteForm(deps.db, caller.userId, form);
  else await repo.upsertForm(deps.db, caller.userId, { ...form, source: item.text, text: input.text });
  return { status: 'success', text: viewOf(item, input.text || undefined) };
}
