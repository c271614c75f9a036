// "Your will is out of date" (issue 27): the records of today against what the will downloaded last said. Today's
// snapshot is taken the way the download's was (context.ts snapshotOf: the same template and language, numbers
// masked), so the contract's willChanges lists exactly what the deed would now say differently, and willLifeEvents
// the marriage, birth, death or coming of age that changes the law's answer.
import {
  labelKey,
  lawText,
  lifeEventLabelKey,
  type TLifeEventView,
  type TWillSnapshot,
  type TWillStatus,
  todayInIndia,
  willChanges,
  willLifeEvents,
} from '@vasiyat/contract';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { Label } from '../../platform/i18n/service.ts';
import { findLibraryTemplate, templateSections } from '../templates/service.ts';
import { snapshotOf } from './context.ts';
import { readWill } from './read.ts';
import * as reminderRepo from './reminders-repo.ts';
import * as repo from './repo.ts';
import { changeTexts, type WillDeps } from './service.ts';

/** A kept version as the comparison needs it. */
export type ComparedVersion = { id: number; createdAt: Date; snapshot: TWillSnapshot; templateId: number | null; languageCode: string };

/** What the comparison found, before it is worded: the snapshots' changes and the life events between them. */
export type Staleness = {
  version: ComparedVersion;
  now: TWillSnapshot;
  changes: ReturnType<typeof willChanges>;
  events: ReturnType<typeof willLifeEvents>;
};

/** A template that was deleted since, or whose text is not there any more: its digest can match nothing. */
const GONE = 'gone';

/** Today's snapshot of a testator's will in a version's template and language. */
async function snapshotNow(deps: WillDeps, testatorId: number, version: ComparedVersion): Promise<TWillSnapshot> {
  const languages = await deps.i18n.findLanguages();
  const language = languages.find((candidate) => candidate.languageCode === version.languageCode);
  const template = version.templateId === null ? undefined : await findLibraryTemplate(deps, version.templateId);
  const [read, sections] = await Promise.all([
    readWill(deps, testatorId, version.languageCode),
    template && language ? templateSections(deps, { templateId: template.id, languageId: language.languageId }) : undefined,
  ]);
  const snapshot = snapshotOf(read, {
    // Named as then: a template renamed in the library prints the same deed.
    templateName: version.snapshot.templateName,
    languageName: version.snapshot.languageName,
    templateId: version.templateId,
    languageCode: version.languageCode,
    sections: sections ?? GONE,
  });
  return sections ? snapshot : { ...snapshot, textDigest: GONE };
}

/** The changes and life events since a version was downloaded. */
export async function stalenessOf(
  deps: WillDeps,
  testatorId: number,
  version: ComparedVersion,
  today = todayInIndia(),
): Promise<Staleness> {
  const now = await snapshotNow(deps, testatorId, version);
  return {
    version,
    now,
    changes: willChanges(version.snapshot, now),
    events: willLifeEvents(version.snapshot, now, { downloadedOn: todayInIndia(version.createdAt), today }),
  };
}

/** The version to compare with: the one the caller names (404 for another user's) or their latest; undefined before any. */
export async function comparedVersion(db: Executor, testatorId: number, versionId?: number): Promise<ComparedVersion | undefined> {
  const row =
    versionId === undefined ? await repo.selectLatestVersionFacts(db, testatorId) : await repo.selectVersion(db, testatorId, versionId);
  if (versionId !== undefined && !row) throw notFound('Version');
  return row && { ...row, snapshot: row.snapshot as TWillSnapshot };
}

/** Each life event worded in a language, with its law (empty where none governs this testator). */
export function lifeEventViews(label: Label, events: Staleness['events']): TLifeEventView[] {
  return events.map((event) => ({
    code: event.code,
    text: label(labelKey(lifeEventLabelKey(event.code)), event.params),
    law: event.law ? lawText(event.law, (key, params) => label(labelKey(key), params)) : '',
  }));
}

/** Ours: is the will downloaded last (or the version named) still what the records say, and the reminder setting. */
export async function willStatus(deps: WillDeps, caller: Caller, query: { versionId?: number; code?: string }): Promise<TWillStatus> {
  const [version, reminders, label] = await Promise.all([
    comparedVersion(deps.db, caller.userId, query.versionId),
    reminderRepo.remindersOn(deps.db, caller.userId),
    deps.i18n.labeler(query.code),
  ]);
  if (!version) return { versionId: null, downloadedAt: null, outOfDate: false, changes: [], lifeEvents: [], reminders };
  const found = await stalenessOf(deps, caller.userId, version);
  return {
    versionId: version.id,
    downloadedAt: version.createdAt.toISOString(),
    outOfDate: found.changes.length > 0 || found.events.length > 0,
    changes: changeTexts(label, version.snapshot, found.now),
    lifeEvents: lifeEventViews(label, found.events),
    reminders,
  };
}

/** Ours: the reminder setting, on or off. */
export async function saveReminders(deps: WillDeps, caller: Caller, input: { enabled: boolean }) {
  await reminderRepo.saveSetting(deps.db, caller.userId, input.enabled);
  return { status: 'success' as const, reminders: input.enabled };
}
