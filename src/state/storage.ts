import { createJSONStorage } from 'jotai/utils';

export { PREFIX } from './storage-keys';

/**
 * Where state persists (docs/product.md "What the site remembers"): the user, the local config and the lobby in localStorage;
 * session state in sessionStorage. Keys are prefixed so one origin can host other apps.
 */
export const local = createJSONStorage<unknown>(() => localStorage);
export const session = createJSONStorage<unknown>(() => sessionStorage);
