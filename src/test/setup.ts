import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a first render that loads Chakra and a lazy chunk
// takes longer than that while the browser suites run beside this one on a 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals Testing Library does not unmount on its own: an app left mounted keeps its
// timers, and one firing after the file's jsdom is gone fails the run ("window is not defined").
afterEach(cleanup);

// jsdom lacks these browser APIs; the router (scroll restoration) and Chakra/Ark (media queries,
// element sizes) call them.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
