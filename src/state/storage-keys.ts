/**
 * The prefix of every key the site stores (docs/product.md "What the site remembers"), so one origin can host other apps. Its
 * own module, without jotai, so the first script (src/main.tsx) can read storage too.
 */
export const PREFIX = 'gw888.';
/** The signed-in user (state/auth.ts `authUserAtom`), JSON or absent. */
export const USER_KEY = `${PREFIX}user`;
