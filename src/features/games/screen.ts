/**
 * docs/constants.md "Screen sizes": `is_mobile` is true for xs and sm screens (up to 959 px), for demo and
 * real games alike. Read when the link is asked for, so a turned tablet gets the right layout.
 */
const MOBILE_MAX_WIDTH = 959;

export function isMobileScreen(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH;
}
