// "Your will is out of date" (issue 27): what changed in the records since the will downloaded last (or since a
// version the caller names), the life events that change the law's answer, and the testator's reminder setting.
import { z } from 'zod';
import { LIFE_EVENT_CODES } from '../will-life-events.ts';
import { ZIdParam, ZLanguageCode } from './common.ts';

/** versionId: compare with this kept version of the caller's (another user's answers 404); absent: the last download. */
export const ZWillStatusQuery = z.object({ versionId: ZIdParam.optional(), code: ZLanguageCode });

/** One life event worded in the caller's language, with the law it rests on (empty where none governs this testator). */
export const ZLifeEventView = z.object({ code: z.enum(LIFE_EVENT_CODES), text: z.string(), law: z.string() });
export type TLifeEventView = z.infer<typeof ZLifeEventView>;

export const ZWillStatus = z.object({
  /** The version compared with; null before the first download (nothing can be out of date then). */
  versionId: z.number().int().nullable(),
  /** When it was downloaded (ISO 8601); the screen writes it as a date. */
  downloadedAt: z.string().nullable(),
  /** Something the deed would say differently, or a life event: the will downloaded no longer matches the records. */
  outOfDate: z.boolean(),
  /** Each change to what the deed says, worded in the caller's language. */
  changes: z.array(z.string()),
  lifeEvents: z.array(ZLifeEventView),
  /** The testator asked to be mailed when the will goes out of date, and once a year to review it (off by default). */
  reminders: z.boolean(),
});
export type TWillStatus = z.infer<typeof ZWillStatus>;

export const ZWillRemindersInput = z.object({ enabled: z.boolean({ error: 'Choose on or off.' }) });
export const ZWillRemindersResponse = z.object({ status: z.literal('success'), reminders: z.boolean() });
