import { AdminAffiliateEarningQuery, AdminAffiliateQuery, AdminRewardReportQuery } from '@contract/admin-rewards';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { AffiliatesIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { affiliateReportQuery, affiliatesQuery, earningsQuery, REPORT_DAYS } from './api';

const referrers = AdminAffiliateQuery.shape;
const earnings = AdminAffiliateEarningQuery.shape;
/** The open tab; the referrers' filters and page; the earnings' day, member and page (`e_`); the report's range. */
const AffiliatesSearch = z.object({
  tab: oneOf(['referrers', 'earnings', 'report'], 'referrers'),
  member: keep(referrers.member),
  frozen: keep(referrers.frozen),
  page: pageNumber(),
  day: keep(earnings.day),
  e_member: keep(earnings.member),
  e_page: pageNumber(),
  ...rangeSearch(AdminRewardReportQuery),
});

/** Referrers, their daily earnings and the per-day report; admin and support freeze, correct and compute, finance reads. */
const page: MenuEntry = { title: 'แนะนำเพื่อน', roles: ['finance', 'support'], icon: AffiliatesIcon };

export const affiliatesPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/affiliates'),
    ...searchOf(AffiliatesSearch, (v, start) => {
      if (v.tab === 'earnings') start(earningsQuery(v));
      else if (v.tab === 'report') start(affiliateReportQuery(rangeOf(v, REPORT_DAYS)));
      else start(affiliatesQuery(v));
    }),
    component: lazyRouteComponent(() => import('./AffiliatesPage'), 'AffiliatesPage'),
  }),
};
