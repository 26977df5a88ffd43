import { auditPage } from '../pages/audit';
import { contentPage } from '../pages/content';
import { depositsPage } from '../pages/deposits';
import { gamesPage } from '../pages/games';
import { lottoPage } from '../pages/lotto';
import { membersPage } from '../pages/members';
import { withdrawalsPage } from '../pages/withdrawals';
import type { AdminPage } from './page';

/**
 * Every back-office page, in menu order. Adding a page: a folder src/admin/pages/<name>/ whose
 * index.ts exports an AdminPage, and one line here (docs/backoffice.md).
 */
export const PAGES: readonly AdminPage[] = [depositsPage, withdrawalsPage, membersPage, lottoPage, gamesPage, contentPage, auditPage];
