import { AdminSportBetsQuery, AdminSportExposureQuery, AdminSportFixtureQuery, AdminSportMembersQuery } from '@contract/admin-sport';
import { FIXTURE_STATES } from '@contract/sport-names';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { SportIcon } from '../../app/icons';
import { idParam, keep, oneOf, pageNumber, rangeOf, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import {
  ALL_DAYS,
  betsQuery,
  exposureQuery,
  fixturesQuery,
  fixturesView,
  importsQuery,
  MEMBER_DAYS,
  membersQuery,
  resultsView,
  settingsQuery,
} from './api';

const fixtures = AdminSportFixtureQuery.shape;
/**
 * The open tab and each tab's view: fixtures (`state`, the status tab, upcoming when absent; `day`,
 * today when absent, `all` for every day; league, search, page), results (`r`: day,
 * today when absent; league, status, page), exposure (`e`), bets of one fixture (`b`), members' results
 * (`m`: the last 7 days by default).
 */
const SportSearch = z.object({
  tab: oneOf(['fixtures', 'results', 'feed', 'exposure', 'bets', 'members', 'settings'], 'fixtures'),
  state: oneOf(FIXTURE_STATES, 'upcoming'),
  day: keep(z.union([z.literal(ALL_DAYS), fixtures.day])),
  league_id: keep(fixtures.league_id),
  q: keep(fixtures.q),
  page: pageNumber(),
  rday: keep(fixtures.day),
  rleague: keep(fixtures.league_id),
  rstatus: keep(fixtures.status),
  rpage: pageNumber(),
  eday: keep(AdminSportExposureQuery.shape.day),
  efixture: keep(AdminSportExposureQuery.shape.fixture_id),
  fixture: idParam(),
  bstatus: keep(AdminSportBetsQuery.shape.status),
  bpage: pageNumber(),
  mfrom: keep(AdminSportMembersQuery.shape.from),
  mto: keep(AdminSportMembersQuery.shape.to),
  mpage: pageNumber(),
});

/** The sportsbook: fixtures and odds, results, feed imports, exposure, bets, members' results, settings. */
const page: MenuEntry = { title: 'แทงบอล', roles: ['finance', 'support'], icon: SportIcon };

export const sportPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/sport'),
    ...searchOf(SportSearch, (v, start) => {
      if (v.tab === 'fixtures') start(fixturesQuery(fixturesView(v)));
      else if (v.tab === 'results') start(fixturesQuery(resultsView(v)));
      else if (v.tab === 'feed') start(importsQuery);
      else if (v.tab === 'exposure') start(exposureQuery(v.efixture, v.eday));
      else if (v.tab === 'bets' && v.fixture) start(betsQuery(v.fixture, v.bstatus, v.bpage));
      else if (v.tab === 'members') start(membersQuery(rangeOf({ from: v.mfrom, to: v.mto }, MEMBER_DAYS), v.mpage));
      else if (v.tab === 'settings') start(settingsQuery);
    }),
    component: lazyRouteComponent(() => import('./SportPage'), 'SportPage'),
  }),
};
