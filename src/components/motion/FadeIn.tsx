import { domAnimation, LazyMotion, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** docs/constants.md "Timing on the site": pages fade in over 0.4 s on a route change. */
const PAGE_FADE_S = 0.4;

/** The fade itself, in its own chunk with framer-motion's animation features (see PageFade). */
export default function FadeIn({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: PAGE_FADE_S, ease: 'easeOut' }}>
        {children}
      </m.div>
    </LazyMotion>
  );
}
