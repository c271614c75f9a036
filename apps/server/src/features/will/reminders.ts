// Reminders of the will (issue 27), off by default: once when the will downloaded last goes out of date, and once a
// year after that download to review it. A sweep runs in every server process every WILL_REMINDER_SWEEP_MINUTES
// (startReminderSweeps) and can be called directly (tests): it takes the testators with reminders on one at a time,
// each in a transaction that locks their setting row (FOR UPDATE SKIP LOCKED, so several processes on one database
// share the work and never take the same testator), records the reminder due (a unique key: never twice) and mails it
// in that transaction — a send that fails rolls the record back, and the next sweep tries again.
import { ageOn, SCREEN_PATHS, type TLabelKey, todayInIndia } from '@vasiyat/contract';
import type { MailMessage } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import type { NoticeKit, Notices } from '../../platform/notices.ts';
import * as reminderRepo from './reminders-repo.ts';
import { changeTexts, type WillDeps } from './service.ts';
import { comparedVersion, lifeEventViews, type Staleness, stalenessOf } from './status.ts';

export type ReminderDeps = WillDeps & { notices: Notices; log: { warn: (details: object, message: string) => void } };

/** A reminder due: the will went out of date (with what changed), or a year (period) passed since the download. */
type Due = { kind: 'outOfDate'; staleness: Staleness } | { kind: 'yearly'; period: number; versionId: number; downloadedAt: Date };

/** How many changes a reminder lists; the will page shows them all. */
const LISTED = 10;

/** A counted label in a language: `<key>_one` where the language's plural rules say one, else `<key>`. */
const counted = (kit: NoticeKit, key: TLabelKey, count: number, values: Record<string, string | number>) =>
  kit.label((new Intl.PluralRules(kit.recipient.language).select(count) === 'one' ? `${key}_one` : key) as TLabelKey, { ...values, count });

/** DD/MM/YYYY in India's time: the date the screens show (DESIGN §9). */
const shownDate = (at: Date) => {
  const [year, month, day] = todayInIndia(at).split('-');
  return `${day}/${month}/${year}`;
};

/** The reminder mail, in the recipient's language and the site's one layout. */
export function composeReminderMail(kit: NoticeKit, due: Due): MailMessage {
  const { label, recipient } = kit;
  const url = `${kit.publicUrl}${SCREEN_PATHS.willTemplate}`;
  const blocks =
    due.kind === 'outOfDate'
      ? (() => {
          const changes = changeTexts(label, due.staleness.version.snapshot, due.staleness.now);
          const events = lifeEventViews(label, due.staleness.events);
          return [
            {
              kind: 'paragraph' as const,
              text: counted(kit, 'willStatusHeadline', changes.length, { date: shownDate(due.staleness.version.createdAt) }),
            },
            ...events.map((event) => ({ kind: 'paragraph' as const, text: event.law ? `${event.text} (${event.law})` : event.text })),
            ...(changes.length
              ? [
                  {
                    kind: 'facts' as const,
                    rows: changes.slice(0, LISTED).map((change, index) => ({ label: `${index + 1}.`, value: change })),
                  },
                ]
              : []),
            { kind: 'note' as const, text: label('mailWillOutOfDateAdvice') },
          ];
        })()
      : [
          { kind: 'paragraph' as const, text: label('mailWillYearlyBody', { date: shownDate(due.downloadedAt) }) },
          { kind: 'note' as const, text: label('mailWillOutOfDateAdvice') },
        ];
  return layoutMail({
    to: recipient.email,
    language: recipient.language,
    subject: label(due.kind === 'outOfDate' ? 'mailWillOutOfDateSubject' : 'mailWillYearlySubject'),
    greeting: label('mailOtpGreeting', { name: recipient.name }),
    blocks: [...blocks, { kind: 'action', text: label('mailWillReviewAction'), url }],
    signature: label('mailSignature'),
    footer: label('mailFooterWillReminder'),
  });
}

/** The reminder a testator is due now, if any: out of date first (once per version), then each year since the download. */
async function dueFor(deps: ReminderDeps, testatorId: number, now: Date): Promise<Due | undefined> {
  const version = await comparedVersion(deps.db, testatorId);
  if (!version) return undefined;
  const sent = await reminderRepo.selectSent(deps.db, version.id);
  if (!sent.some((mail) => mail.kind === 'outOfDate')) {
    const staleness = await stalenessOf(deps, testatorId, version, todayInIndia(now));
    if (staleness.changes.length || staleness.events.length) return { kind: 'outOfDate', staleness };
  }
  const years = ageOn(todayInIndia(version.createdAt), todayInIndia(now));
  if (years >= 1 && !sent.some((mail) => mail.kind === 'yearly' && mail.period === years))
    return { kind: 'yearly', period: years, versionId: version.id, downloadedAt: version.createdAt };
  return undefined;
}

/**
 * One sweep: every testator with reminders on not yet looked at since it started (at most `limit`), each claimed,
 * checked and mailed in its own transaction. Answers how many it checked and how many mails it sent.
 */
export async function sweepReminders(deps: ReminderDeps, options: { now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const started = new Date();
  const limit = options.limit ?? 500;
  const tried: number[] = [];
  let sent = 0;
  while (tried.length < limit) {
    let claimed: number | undefined;
    try {
      await deps.db.transaction(async (tx) => {
        claimed = await reminderRepo.claimNext(tx, started, tried);
        if (claimed === undefined) return;
        tried.push(claimed);
        const testatorId = claimed;
        const due = await dueFor(deps, testatorId, now);
        if (due) {
          const versionId = due.kind === 'outOfDate' ? due.staleness.version.id : due.versionId;
          const period = due.kind === 'yearly' ? due.period : 0;
          if (await reminderRepo.recordSent(tx, { testatorId, versionId, kind: due.kind, period, at: now })) {
            await deps.notices.sendNow(testatorId, (kit) => composeReminderMail(kit, due));
            sent += 1;
          }
        }
        await reminderRepo.markChecked(tx, testatorId, started);
      });
    } catch (error) {
      // Rolled back: nothing recorded, so the next sweep tries again. Logged by its kind, never its content.
      deps.log.warn(
        { testatorId: claimed, err: { type: (error as Error).name, code: (error as { code?: unknown }).code } },
        'a will reminder failed',
      );
      if (claimed === undefined) break;
      continue;
    }
    if (claimed === undefined) break;
  }
  return { checked: tried.length, sent };
}

/** Runs a sweep every `minutes` in this process (the first one a minute after start); stops with the returned function. */
export function startReminderSweeps(deps: ReminderDeps, minutes: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepReminders(deps)
      .catch((error: unknown) => deps.log.warn({ err: { type: (error as Error).name } }, 'the will reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, Math.min(60_000, minutes * 60_000));
  const every = setInterval(run, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
