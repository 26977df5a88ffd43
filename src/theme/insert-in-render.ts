/**
 * Emotion's insertion hooks (the package @emotion/use-insertion-effect-with-fallbacks), as the member
 * site's build, dev server and web tests resolve them (scripts/vite-chakra-insert-in-render.ts).
 * Chakra's styled elements insert their styles through the first: here it is emotion's own fallback
 * for React without insertion effects, which inserts at once while rendering. The first render is
 * time-sliced (src/start-main.tsx), so stylis and the insertions run in its short tasks instead of
 * in one long commit. Emotion's <Global> uses the second, unchanged.
 */
import { useInsertionEffect } from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
