import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows the date en-GB with the time', () => {
    expect(formatDateTime('2026-03-05T08:37:00.000Z', 'Asia/Kolkata')).toBe('05/03/2026, 14:07');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
