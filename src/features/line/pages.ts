import { notFound } from '@tanstack/react-router';
import { NAME_PATTERN, optionalParam } from '@/lib/params';

/** The LIFF pages (/liff/{name}) and, outside LINE, the normal page each one opens instead. */
export const OUTSIDE_LINE = {
  home: '/',
  deposit: '/member/deposit',
  withdraw: '/member/withdraw',
  results: '/lotto/results',
  register: '/register',
} as const;

export type LiffPageName = keyof typeof OUTSIDE_LINE;

/** The route's name parameter: absent is the LIFF home; a name that is no LIFF page is a 404. */
export function liffPageParam(value: string | undefined): Exclude<LiffPageName, 'home'> | undefined {
  const name = optionalParam(value, NAME_PATTERN);
  if (name === undefined) return undefined;
  if (name === 'home' || !(name in OUTSIDE_LINE)) throw notFound();
  return name as Exclude<LiffPageName, 'home'>;
}
