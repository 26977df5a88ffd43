import type { ReactNode } from 'react';

/** Small line icons for the menu (24-px grid, current colour), so the back office needs no icon package. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      {children}
    </svg>
  );
}

export const MembersIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c1.8.6 3 2.3 3.5 5.2" />
  </Icon>
);

export const AuditIcon = () => (
  <Icon>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h7M9 16h7" />
  </Icon>
);

export const LottoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9 9.5h3.5a1.8 1.8 0 0 1 0 3.5H9.5a1.8 1.8 0 0 0 0 3.5H15M12 7v2.5M12 16.5V18" />
  </Icon>
);

export const DashboardIcon = () => (
  <Icon>
    <path d="M3.5 20.5h17" />
    <path d="M6 17v-5M10.5 17V7M15 17v-7M19.5 17V4" />
  </Icon>
);

export const OperatorsIcon = () => (
  <Icon>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M7.8 16.5c.9-2 2.4-3 4.2-3s3.3 1 4.2 3" />
  </Icon>
);
