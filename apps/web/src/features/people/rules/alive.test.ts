import { BOOLEAN_ACTIVE, BOOLEAN_ALIVE, BOOLEAN_BENEFICIARY, BOOLEAN_MINOR } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { isAlive, isFlagDisabled, needsDateOfDeath, toggleBooleanMaster } from './alive.ts';

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
});
