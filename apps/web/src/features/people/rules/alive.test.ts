import { BOOLEAN_ACTIVE, BOOLEAN_ALIVE, BOOLEAN_BENEFICIARY, BOOLEAN_MINOR } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { isAlive, isFlagDisabled, isMinorByDob, needsDateOfDeath, statusLabelKey, toggleBooleanMaster, withMinorFromDob } from './alive.ts';

const offered = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_BENEFICIARY, BOOLEAN_MINOR];

describe('alive flag (spec part 1 §4)', () => {
  it('unticking alive clears every other flag and asks for the date of death', () => {
    const next = toggleBooleanMaster([BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_BENEFICIARY], BOOLEAN_ALIVE, false);
    expect(next).toEqual([]);
    expect(isAlive(next)).toBe(false);
    expect(needsDateOfDeath(offered, next)).toBe(true);
  });

  it('disables the other flags while alive is unticked, and ignores attempts to tick them', () => {
    expect(isFlagDisabled(BOOLEAN_ACTIVE, [])).toBe(true);
    expect(isFlagDisabled(BOOLEAN_ALIVE, [])).toBe(false);
    expect(toggleBooleanMaster([], BOOLEAN_ACTIVE, true)).toEqual([]);
  });

  it('ticking alive again hides the date of death and frees the other flags', () => {
    const next = toggleBooleanMaster([], BOOLEAN_ALIVE, true);
    expect(next).toEqual([BOOLEAN_ALIVE]);
    expect(needsDateOfDeath(offered, next)).toBe(false);
    expect(isFlagDisabled(BOOLEAN_ACTIVE, next)).toBe(false);
    expect(toggleBooleanMaster(next, BOOLEAN_ACTIVE, true)).toEqual([BOOLEAN_ALIVE, BOOLEAN_ACTIVE]);
  });

  it('ticks and unticks other flags freely while alive', () => {
    expect(toggleBooleanMaster([BOOLEAN_ALIVE, BOOLEAN_ACTIVE], BOOLEAN_ACTIVE, false)).toEqual([BOOLEAN_ALIVE]);
    expect(toggleBooleanMaster([BOOLEAN_ALIVE], BOOLEAN_MINOR, true)).toEqual([BOOLEAN_ALIVE, BOOLEAN_MINOR]);
  });

  it('never asks for a date of death where the alive flag is not offered (self, organisations)', () => {
    expect(needsDateOfDeath([], [])).toBe(false);
  });

  it('ticks Minor from the date of birth while under 18 and unticks it from the 18th birthday (issue 23)', () => {
    const today = '2026-11-27';
    expect(withMinorFromDob([BOOLEAN_ALIVE], '2016-05-05', today)).toEqual([BOOLEAN_ALIVE, BOOLEAN_MINOR]);
    expect(withMinorFromDob([BOOLEAN_ALIVE, BOOLEAN_MINOR], '2008-11-28', today)).toEqual([BOOLEAN_ALIVE, BOOLEAN_MINOR]);
    expect(withMinorFromDob([BOOLEAN_ALIVE, BOOLEAN_MINOR], '2008-11-27', today)).toEqual([BOOLEAN_ALIVE]);
    expect(withMinorFromDob([BOOLEAN_ALIVE, BOOLEAN_MINOR, BOOLEAN_ACTIVE], '1980-01-01', today)).toEqual([BOOLEAN_ALIVE, BOOLEAN_ACTIVE]);
    // No date yet, half a date, or someone no longer alive: the flags stay as they are.
    expect(withMinorFromDob([BOOLEAN_ALIVE, BOOLEAN_MINOR], '', today)).toEqual([BOOLEAN_ALIVE, BOOLEAN_MINOR]);
    expect(withMinorFromDob([BOOLEAN_ALIVE], '2016-05', today)).toEqual([BOOLEAN_ALIVE]);
    expect(withMinorFromDob([], '2016-05-05', today)).toEqual([]);
    expect(isMinorByDob('2016-05-05', today)).toBe(true);
    expect(isMinorByDob(null, today)).toBeUndefined();
  });
});

describe('status label', () => {
  it('words a deceased person by gender where a language has two words, else by its one word', () => {
    expect(statusLabelKey({ isAlive: true, gender: 'F' })).toBe('heirAlive');
    expect(statusLabelKey({ isAlive: false, gender: 'M' })).toBe('heirDeceasedMale');
    expect(statusLabelKey({ isAlive: false, gender: 'F' })).toBe('heirDeceasedFemale');
    expect(statusLabelKey({ isAlive: false, gender: null })).toBe('heirDeceased');
  });
});
