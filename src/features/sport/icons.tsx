import { type IconProps, Outline } from '@/components/icons/svg';

/** A suspended market's odds. */
export const LockIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Outline>
);

/** The sportsbook's heading. */
export const FootballIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 7V3M16 10l4-1.5M14.5 14.5l2.5 3.5M9.5 14.5 7 18M8 10 4 8.5" />
  </Outline>
);
