/** The installable app: the update, install and offline cards (PwaLayer) and the notices shown on reopening. */
export { PwaLayer } from './PwaLayer';
export { markNoticeSeenAtom, noticeSelectionAtom, REOPEN_AFTER_MS, useReopenNotices, watchReopen } from './reopen-notices';
