/** The page's day tabs: Bangkok today, tomorrow, and later days. Zod-free: the route file imports it. */
export const SPORT_DAY_TABS = ['today', 'tomorrow', 'later'] as const;
export type SportDay = (typeof SPORT_DAY_TABS)[number];

export type SportSearch = { day?: SportDay; league?: number };

/** ?day=tomorrow|later (today by default), ?league=<id>; anything else is dropped. */
export function sportSearch(search: Record<string, unknown>): SportSearch {
  const day = SPORT_DAY_TABS.find((d) => d !== 'today' && d === search.day);
  const league = Number(search.league);
  return { ...(day ? { day } : {}), ...(Number.isSafeInteger(league) && league > 0 ? { league } : {}) };
}
