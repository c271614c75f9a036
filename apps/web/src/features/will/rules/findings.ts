// The will check as the screen shows it: the findings in order of weight, each level with its colour and
// label, and the one-line summary a kept version carries.
import { FINDING_LEVELS, type TWillFindingLevel, type TWillFindingView } from '@vasiyat/contract';
import type { TLabelKey } from '../../../lib/label-types.ts';
/** A label in the person's language (i18next's `t`, narrowed to what these functions use). */
import type { Translate } from '../../../lib/translate.ts';

export type { Translate };

export const LEVEL_LABEL_KEYS: Record<TWillFindingLevel, TLabelKey> = {
  blocker: 'willCheckLevelBlocker',
  warning: 'willCheckLevelWarning',
  note: 'willCheckLevelNote',
};

/**
 * Red for what makes the will fail, orange for what puts a gift at risk, blue for what is worth knowing. The
 * badges carry white text, so their shades are dark enough for 4.5:1 (Mantine's orange-9 is not: 4.3:1).
 */
export const LEVEL_COLORS: Record<TWillFindingLevel, { badge: string; border: string }> = {
  blocker: { badge: 'red.9', border: 'var(--mantine-color-red-6)' },
  warning: { badge: '#b0470b', border: 'var(--mantine-color-orange-6)' },
  note: { badge: 'blue.9', border: 'var(--mantine-color-blue-6)' },
};

export type FindingGroup = { level: TWillFindingLevel; findings: TWillFindingView[] };

/** The findings by level, what must be fixed first; each level's findings in the server's order; no empty levels. */
export function groupFindings(findings: readonly TWillFindingView[]): FindingGroup[] {
  return FINDING_LEVELS.map((level) => ({ level, findings: findings.filter((finding) => finding.level === level) })).filter(
    (group) => group.findings.length > 0,
  );
}

export type FindingCounts = { blockers: number; warnings: number; notes: number };

export function countFindings(findings: readonly TWillFindingView[]): FindingCounts {
  const of = (level: TWillFindingLevel) => findings.filter((finding) => finding.level === level).length;
  return { blockers: of('blocker'), warnings: of('warning'), notes: of('note') };
}

/**
 * "1 must fix, 1 warning, 2 notes", or "No findings". Each count is its own label so the language's plural
 * rules (i18next's _one forms, by Intl.PluralRules) pick its word (issue 23: "1 warnings").
 */
export function findingsSummary(findings: readonly TWillFindingView[], t: Translate): string {
  if (findings.length === 0) return t('willVersionsFindingsNone');
  const { blockers, warnings, notes } = countFindings(findings);
  return [
    t('willVersionsBlockers', { count: blockers }),
    t('willVersionsWarnings', { count: warnings }),
    t('willVersionsNotes', { count: notes }),
  ].join(', ');
}
