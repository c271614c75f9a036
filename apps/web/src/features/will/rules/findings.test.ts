import type { TWillFindingView } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { countFindings, findingsSummary, groupFindings } from './findings.ts';

const finding = (code: string, level: TWillFindingView['level']): TWillFindingView => ({
  code,
  level,
  text: code,
  legalBasis: 'Indian Succession Act 1925',
  fix: '/testator/addwitness',
});
const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('groupFindings', () => {
  it('puts what must be fixed first, then warnings, then notes, keeping the order within a level', () => {
    const groups = groupFindings([
      finding('classOneHeirLeftOut', 'note'),
      finding('noExecutor', 'warning'),
      finding('witnessesMissing', 'blocker'),
      finding('witnessBeneficiary', 'warning'),
    ]);
    expect(groups.map((group) => [group.level, group.findings.map((entry) => entry.code)])).toEqual([
      ['blocker', ['witnessesMissing']],
      ['warning', ['noExecutor', 'witnessBeneficiary']],
      ['note', ['classOneHeirLeftOut']],
    ]);
  });

  it('leaves out levels with nothing in them, and has no groups for no findings', () => {
    expect(groupFindings([finding('marriageRevokes', 'note')]).map((group) => group.level)).toEqual(['note']);
    expect(groupFindings([])).toEqual([]);
  });
});

describe('countFindings and findingsSummary', () => {
  const findings = [finding('a', 'blocker'), finding('b', 'warning'), finding('c', 'warning'), finding('d', 'note')];

  it('counts each level', () => {
    expect(countFindings(findings)).toEqual({ blockers: 1, warnings: 2, notes: 1 });
    expect(countFindings([])).toEqual({ blockers: 0, warnings: 0, notes: 0 });
  });

  it('words the counts, or says there were none', () => {
    expect(findingsSummary(findings, t)).toBe(
      'willVersionsBlockers{"count":1}, willVersionsWarnings{"count":2}, willVersionsNotes{"count":1}',
    );
    expect(findingsSummary([], t)).toBe('willVersionsFindingsNone');
  });
});
