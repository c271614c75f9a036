import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled down `offset` pixels or more. Reads the position only when the window scrolls,
 * and once after the first frame has been laid out: reading it any sooner (Mantine's useWindowScroll does, in its
 * mount effect) makes the browser lay the whole new page out inside the script's task, which on a slow phone
 * was one ~200 ms block of the first visit (issue 25: Lighthouse's total blocking time). A scroll restored by
 * the browser or by ScrollRestoration fires a scroll event, so no position is missed.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= offset);
    window.addEventListener('scroll', update, { passive: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    return () => {
      window.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [offset]);
  return past;
}
