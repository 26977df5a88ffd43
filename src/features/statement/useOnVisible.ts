import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the element scrolls within 300 px of the viewport (infinite scroll). Where
 * IntersectionObserver is missing nothing happens: the page keeps a "load more" button for that.
 */
export function useOnVisible(ref: RefObject<HTMLElement | null>, onVisible: () => void, enabled: boolean) {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
