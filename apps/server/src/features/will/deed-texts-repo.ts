// The written forms of a testator's deed texts (issue 27 item 4): SQL only. Every statement filters by the testator.
import { DEED_TEXT_FIELD_IDS, SCRIPTS, type TDeedTextField, type TScript } from '@vasiyat/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { writtenForms } from '../../db/schema.ts';
import type { TWrittenForm } from './deed-texts.ts';

const isField = (value: string): value is TDeedTextField => (DEED_TEXT_FIELD_IDS as readonly string[]).includes(value);
const isScript = (value: string): value is TScript => (SCRIPTS as readonly string[]).includes(value);

/** Every form of the testator's, in any script (a field or script this build no longer knows is left out). */
export async function selectForms(db: Executor, testatorId: number): Promise<TWrittenForm[]> {
  const rows = await db
    .select({
      entityId: writtenForms.entityId,
      assetId: writtenForms.assetId,
      assignmentId: writtenForms.assignmentId,
      field: writtenForms.field,
      script: writtenForms.script,
      source: writtenForms.source,
      text: writtenForms.text,
    })
    .from(writtenForms)
    .where(eq(writtenForms.testatorId, testatorId))
    .orderBy(writtenForms.id);
  return rows.flatMap((row) => {
    const { field, script } = row;
    return isField(field) && isScript(script) ? [{ ...row, field, script }] : [];
  });
}

const sameOwner = (form: Omit<TWrittenForm, 'source' | 'text'>) =>
  sql`coalesce(${writtenForms.entityId}, 0) = ${form.entityId ?? 0} and coalesce(${writtenForms.assetId}, 0) = ${form.assetId ?? 0} and coalesce(${writtenForms.assignmentId}, 0) = ${form.assignmentId ?? 0}`;

/** Writes one form: the record's form of that field in that script, new or replaced (one statement, so two saves cannot collide). */
export async function upsertForm(db: Executor, testatorId: number, form: TWrittenForm): Promise<void> {
  await db.execute(sql`
    insert into ${writtenForms} (testator_id, entity_id, asset_id, assignment_id, field, script, source, text)
    values (${testatorId}, ${form.entityId}, ${form.assetId}, ${form.assignmentId}, ${form.field}, ${form.script}, ${form.source}, ${form.text})
    on conflict (testator_id, coalesce(entity_id, 0), coalesce(asset_id, 0), coalesce(assignment_id, 0), field, script)
    do update set source = excluded.source, text = excluded.text, updated_at = now()`);
}

/** Removes one form (the deed prints the recorded text again). */
export async function deleteForm(db: Executor, testatorId: number, form: Omit<TWrittenForm, 'source' | 'text'>): Promise<void> {
  await db
    .delete(writtenForms)
    .where(
      and(
        eq(writtenForms.testatorId, testatorId),
        sameOwner(form),
        eq(writtenForms.field, form.field),
        eq(writtenForms.script, form.script),
      ),
    );
}
