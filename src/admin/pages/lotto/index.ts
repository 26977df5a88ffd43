import { AdminLottoExposureQuery, AdminLottoRoundsListQuery } from '@contract/admin-lotto';
import { ROUND_STATUSES } from '@contract/lotto';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { LottoIcon } from '../../app/icons';
import { idParam, keep, keepOr, oneOf, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { categoriesQuery, exposureQuery, feedsQuery, limitedQuery, openEntriesQuery, overridesQuery, roundsQuery } from './queries';

const rounds = AdminLottoRoundsListQuery.shape;
const exposure = AdminLottoExposureQuery.shape;
/**
 * The open tab and each tab's view: the rounds' filters, sort and page (closed rounds, soonest
 * closing last, by default); the round of the exposure and limited-number tabs (`round`) with the
 * exposure's own filters, sort and page (`e`: riskiest first); the category of the rates tab
 * (`category`, the rounds' category filter too).
 */
const LottoSearch = z.object({
  tab: oneOf(['rounds', 'exposure', 'limited', 'rates', 'schedule', 'feeds'], 'rounds'),
  status: oneOf([...ROUND_STATUSES, 'all'], 'closed'),
  date: keep(rounds.date),
  category: keep(rounds.category_id),
  sort: keepOr(rounds.sort, 'closes_at'),
  dir: keepOr(rounds.dir, 'desc'),
  page: pageNumber(),
  round: idParam(),
  bet_type: keep(exposure.bet_type),
  number: keep(exposure.number),
  esort: keepOr(exposure.sort, 'payout'),
  edir: keepOr(exposure.dir, 'desc'),
  epage: pageNumber(),
});

/**
 * Lotto: rounds and results, exposure, limited numbers, rates, schedule overrides, result sources
 * (one tab each). Support reads everything; finance (and admin) change things (the server checks).
 */
const page: MenuEntry = { title: 'งวดหวยและผลรางวัล', roles: ['finance', 'support'], icon: LottoIcon };

export const lottoPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/lotto'),
    ...searchOf(LottoSearch, (v, start) => {
      if (v.tab === 'rounds') {
        start(roundsQuery(v, v.page));
        start(openEntriesQuery);
      } else if (v.tab === 'exposure' && v.round) start(exposureQuery(v.round, v, v.epage));
      else if (v.tab === 'limited' && v.round) start(limitedQuery(v.round));
      else if (v.tab === 'rates') start(categoriesQuery);
      else if (v.tab === 'schedule') start(overridesQuery);
      else if (v.tab === 'feeds') start(feedsQuery);
    }),
    component: lazyRouteComponent(() => import('./LottoPage'), 'LottoPage'),
  }),
};
