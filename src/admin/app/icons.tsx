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

export const WithdrawalsIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M12 9v6M9.5 12.5 12 15l2.5-2.5M3 10h3M18 10h3" />
  </Icon>
);

export const GamesIcon = () => (
  <Icon>
    <rect x="2.5" y="7" width="19" height="11" rx="4" />
    <path d="M7.5 10.5v4M5.5 12.5h4M15.5 11.5h.01M18 13.5h.01" />
  </Icon>
);

export const ContentIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M7 13h6M7 16.5h9" />
  </Icon>
);

export const DepositIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M12 2.5v6M9.5 6 12 8.5 14.5 6M7 15h3" />
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

export const PromotionsIcon = () => (
  <Icon>
    <path d="M3.5 10h17v10.5h-17zM2.5 6.5h19V10h-19zM12 6.5v14" />
    <path d="M12 6.5C10.5 3 6.5 3 7 5.5c.3 1.3 2.6 1 5 1zM12 6.5c1.5-3.5 5.5-3.5 5-1-.3 1.3-2.6 1-5 1z" />
  </Icon>
);

export const CouponsIcon = () => (
  <Icon>
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
    <path d="M14.5 7v2M14.5 11v2M14.5 15v2" />
  </Icon>
);

export const RequirementsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7v5l3.5 2" />
    <path d="M4 4.5 6 6.5" />
  </Icon>
);

export const RewardsIcon = () => (
  <Icon>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 4v4h4" />
    <path d="M14.5 9.5c-.4-.9-1.4-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1.1 0-2.1-.6-2.5-1.5M12 6.5V8M12 16v1.5" />
  </Icon>
);

export const AffiliatesIcon = () => (
  <Icon>
    <circle cx="12" cy="5.5" r="2.5" />
    <circle cx="5.5" cy="18" r="2.5" />
    <circle cx="18.5" cy="18" r="2.5" />
    <path d="M12 8v3.5M12 11.5 6.5 15.7M12 11.5l5.5 4.2" />
  </Icon>
);

export const PointsIcon = () => (
  <Icon>
    <path d="m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />
  </Icon>
);

export const WheelIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 3.5v17M3.5 12h17M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const QuestsIcon = () => (
  <Icon>
    <path d="M9 5h10M9 12h10M9 19h10" />
    <path d="m3.5 5 1.2 1.2L7 4M3.5 12l1.2 1.2L7 11M3.5 19l1.2 1.2L7 18" />
  </Icon>
);

export const PollsIcon = () => (
  <Icon>
    <path d="M5 20V11M12 20V5M19 20v-6M3 20h18" />
  </Icon>
);

export const ShopIcon = () => (
  <Icon>
    <path d="M4 8h16v12H4zM4 8l2-4h12l2 4M12 8v12M9 4c0 2 1.5 4 3 4s3-2 3-4" />
  </Icon>
);

export const FreeSpinsIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <path d="M9 5v14M15 5v14" />
    <path d="M5.5 12h1.5M11 12h2M16.5 12H18" />
  </Icon>
);

export const SportIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3.5v4M15.5 10l4.5-1.5M14.2 14l2.8 3.5M9.8 14L7 17.5M8.5 10L4 8.5" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </Icon>
);

export const LaunchIcon = () => (
  <Icon>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);
