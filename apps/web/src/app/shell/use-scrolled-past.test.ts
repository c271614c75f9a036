import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.restoreAllMocks();
});

// Issue 25: the home header's solid state follows the scroll without reading the position while the page is
// first committed (that read forced a layout of the whole page inside the script's task).
describe('useScrolledPast', () => {
  it('does not read the position during the render and its commit, and follows scroll events past the offset', async () => {
    const read = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
    const { result } = renderHook(() => useScrolledPast(24));
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    // After the first frame it looks once.
    await waitFor(() => expect(read).toHaveBeenCalled());
    scrollTo(30);
    expect(result.current).toBe(true);
    scrollTo(23);
    expect(result.current).toBe(false);
  });

  it('picks up a page that is already scrolled down (a restored position) after the first frame', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    const { result } = renderHook(() => useScrolledPast(24));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stops listening when unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(24));
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
