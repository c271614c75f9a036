import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows the date en-GB with the time', () => {
    expect(formatDateTime('2026-03-05T08:37:00.000Z', 'Asia/Kolkata')).toBe('05/03/2026, 14:07');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDate', () => {
  it('writes the day in India DD/MM/YYYY (issue 27): late evening UTC is already the next day there', () => {
    expect(formatDate('2026-11-27T10:00:00.000Z')).toBe('27/11/2026');
    expect(formatDate('2026-11-26T20:00:00.000Z')).toBe('27/11/2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
