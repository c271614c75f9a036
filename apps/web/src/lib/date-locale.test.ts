import { renderHook, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayjsLocaleOf, loadDateLocale, useDateLocale } from './date-locale.ts';

describe('the calendar’s month names', () => {
  it('follow the language registry, English for a code it does not hold', () => {
    expect(dayjsLocaleOf('hi')).toBe('hi');
    expect(dayjsLocaleOf('xx')).toBe('en');
  });

  it('are English until the language’s own are registered, then the language’s', async () => {
    const { result, rerender } = renderHook(({ language }) => useDateLocale(language), { initialProps: { language: 'ta' } });
    expect(result.current).toBe('en');
    await waitFor(() => expect(result.current).toBe('ta'));
    expect(dayjs('2026-01-15').locale('ta').format('MMMM')).toBe('ஜனவரி');
    rerender({ language: 'en' });
    expect(result.current).toBe('en');
    // Registered once, a language's names are there at once the next time.
    rerender({ language: 'ta' });
    expect(result.current).toBe('ta');
  });

  it('are loaded once, however often asked', async () => {
    await Promise.all([loadDateLocale('ml'), loadDateLocale('ml')]);
    expect(await loadDateLocale('ml')).toBe('ml');
    expect(dayjs.Ls.ml).toBeDefined();
  });
});
