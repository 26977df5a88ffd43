/**
 * The `<style>` element the member site's index.html carries Chakra's global styles in (the reset, the
 * global CSS, the token variables), written by scripts/vite-chakra-static-css.ts at build time and by
 * the dev server. Where it is, the site's system leaves them out (Chakra's provider would insert them
 * again: computing and inserting them was about half of making the system on a phone).
 */
export const GLOBAL_CSS_ID = 'chakra-global';

export const globalCssInHtml = (): boolean => typeof document !== 'undefined' && document.getElementById(GLOBAL_CSS_ID) !== null;
