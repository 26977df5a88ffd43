import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `px` (the header turns fixed after 80 px, docs/constants.md "Screen sizes"). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    // Reading scrollY right after a render forces the browser to lay the page out at once; in the
    // next frame it is laid out anyway (a page opened part-way down, e.g. back navigation, still
    // gets its fixed header before that frame is painted).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [px]);
  return past;
}
