import type { ReactNode, SVGProps } from 'react';

/**
 * The site's one icon set (no icon font, no extra package), on a 24x24 grid in currentColor: filled
 * path icons sized 1em by default, and outline icons (`...OutlineIcon`, 1.8 stroke, 28 px by default)
 * for the member shortcuts and the money pages. The /play clients use it too: it holds no member code.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

function Svg({ d, size = '1em', ...rest }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={d} />
    </svg>
  );
}

function Outline({ children, size = 28, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => <Svg d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" {...p} />;
export const UsersIcon = (p: IconProps) => (
  <Svg
    d="M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0c-.3 0-.6 0-1 .1 1.2.8 2 2 2 3.4V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z"
    {...p}
  />
);
export const LoginIcon = (p: IconProps) => (
  <Svg d="M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5zM4 5h8V3H4a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h8v-2H4V5z" {...p} />
);
export const GiftIcon = (p: IconProps) => (
  <Svg
    d="M20 7h-2.2A3 3 0 0 0 12 3.9 3 3 0 0 0 6.2 7H4a2 2 0 0 0-2 2v2h20V9a2 2 0 0 0-2-2zM9 7a1 1 0 1 1 1-1v1H9zm5 0h-1V6a1 1 0 1 1 1 1zM3 13v6a2 2 0 0 0 2 2h6v-8H3zm10 8h6a2 2 0 0 0 2-2v-6h-8v8z"
    {...p}
  />
);
export const ChatIcon = (p: IconProps) => (
  <Svg d="M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4-2.2c1 .2 2 .3 3 .3 5.5 0 10-3.6 10-8s-4.5-8.1-10-8.1z" {...p} />
);
export const UserIcon = (p: IconProps) => (
  <Svg d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-3 0-9 1.5-9 4.5V21h18v-2.5c0-3-6-4.5-9-4.5z" {...p} />
);
export const DepositIcon = (p: IconProps) => (
  <Svg d="M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 4v8h16v-8H4zm8-8 4 4h-3v3h-2V6H8l4-4z" {...p} />
);
export const WithdrawIcon = (p: IconProps) => (
  <Svg d="M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 4v8h16v-8H4zm8 7-4-4h3v-2h2v2h3l-4 4z" {...p} />
);
export const MenuIcon = (p: IconProps) => <Svg d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" {...p} />;
export const RefreshIcon = (p: IconProps) => (
  <Svg d="M17.7 6.3A8 8 0 1 0 19.9 13h-2.1A6 6 0 1 1 12 6c1.7 0 3.1.7 4.2 1.8L13 11h7V4l-2.3 2.3z" {...p} />
);
export const StarIcon = (p: IconProps) => <Svg d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2z" {...p} />;
export const CloseIcon = (p: IconProps) => (
  <Svg d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z" {...p} />
);
export const QuestIcon = (p: IconProps) => (
  <Svg
    d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm-3.5 15.5-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6zM13 9V3.5L18.5 9H13z"
    {...p}
  />
);
export const WheelIcon = (p: IconProps) => (
  <Svg
    d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 2.1a8 8 0 0 1 6.9 6.9H13V4.1zm-2 0V11H4.1A8 8 0 0 1 11 4.1zM4.1 13H11v6.9A8 8 0 0 1 4.1 13zm8.9 6.9V13h6.9a8 8 0 0 1-6.9 6.9z"
    {...p}
  />
);
export const CashbackIcon = (p: IconProps) => (
  <Svg
    d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15v2h-2v-2c-1.7-.3-3-1.4-3-3h2c0 .8.9 1.5 2 1.5s2-.7 2-1.5-.9-1.2-2.4-1.6C9.9 12 8 11.4 8 9.5 8 8 9.3 6.8 11 6.5V5h2v1.5c1.7.3 3 1.5 3 3h-2c0-.8-.9-1.5-2-1.5s-2 .7-2 1.5.9 1.1 2.4 1.5c1.7.4 3.6 1 3.6 3 0 1.5-1.3 2.7-3 3z"
    {...p}
  />
);
export const RefundIcon = (p: IconProps) => <Svg d="M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" {...p} />;
export const TicketIcon = (p: IconProps) => (
  <Svg
    d="M22 10V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v4a2 2 0 0 1 0 4v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 1 0-4zm-9 7.5h-2v-2h2v2zm0-4.5h-2v-2h2v2zm0-4.5h-2v-2h2v2z"
    {...p}
  />
);
export const ListIcon = (p: IconProps) => (
  <Svg d="M4 5h2v2H4V5zm4 0h12v2H8V5zm-4 6h2v2H4v-2zm4 0h12v2H8v-2zm-4 6h2v2H4v-2zm4 0h12v2H8v-2z" {...p} />
);
export const LogoutIcon = (p: IconProps) => (
  <Svg d="M16 17v-3H9v-4h7V7l5 5-5 5zM14 2a2 2 0 0 1 2 2v2h-2V4H5v16h9v-2h2v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9z" {...p} />
);
export const CalendarStarIcon = (p: IconProps) => (
  <Svg
    d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11zm-7-9.5 1.3 2.7 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4 1.3-2.7z"
    {...p}
  />
);
export const ChevronRightIcon = (p: IconProps) => <Svg d="M9.3 6.7 10.7 5.3 17.4 12l-6.7 6.7-1.4-1.4L14.6 12 9.3 6.7z" {...p} />;
export const ArrowLeftIcon = (p: IconProps) => <Svg d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z" {...p} />;
export const WifiOffIcon = (p: IconProps) => (
  <Svg
    d="M23.6 7C23.2 6.7 18.7 3 12 3c-1.5 0-2.9.2-4.2.5l10.4 10.3L23.6 7zM17 15.2 3.3 1.4 2 2.7l2.1 2.1C1.9 5.8.6 6.8.4 7L12 21.5l3.9-4.9 3.3 3.3 1.3-1.3-3.5-3.4z"
    {...p}
  />
);
/** iOS Safari's share button (a box with an arrow up), for the add-to-home-screen steps. */
export const ShareIcon = (p: IconProps) => (
  <Svg
    d="M12 2 7.8 6.2l1.4 1.4L11 5.8V15h2V5.8l1.8 1.8 1.4-1.4L12 2zM5 10v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10h-4v2h2v8H7v-8h2v-2H5z"
    {...p}
  />
);
export const AddToHomeIcon = (p: IconProps) => (
  <Svg d="M5 3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H5zm0 2h14v14H5V5zm6 3v3H8v2h3v3h2v-3h3v-2h-3V8h-2z" {...p} />
);

/* The lobby and the game launcher. */
export const SearchIcon = (p: IconProps) => (
  <Svg d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" {...p} />
);
export const FullscreenIcon = (p: IconProps) => (
  <Svg d="M3 3h7v2H5v5H3V3zm11 0h7v7h-2V5h-5V3zM3 14h2v5h5v2H3v-7zm16 0h2v7h-7v-2h5v-5z" {...p} />
);
export const ExitFullscreenIcon = (p: IconProps) => (
  <Svg d="M8 3h2v7H3V8h5V3zm6 0h2v5h5v2h-7V3zM3 14h7v7H8v-5H3v-2zm11 0h7v2h-5v5h-2v-7z" {...p} />
);
export const PlayIcon = (p: IconProps) => <Svg d="M8 5v14l11-7L8 5z" {...p} />;
export const WalletIcon = (p: IconProps) => (
  <Svg d="M4 5h14a2 2 0 0 1 2 2v1h-7a3 3 0 0 0 0 6h7v3a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm9 5h9v2h-9a1 1 0 0 1 0-2z" {...p} />
);

/* The /play bar and verify view. */
export const HelpIcon = (p: IconProps) => (
  <Svg
    d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.2z"
    {...p}
  />
);
export const ShieldIcon = (p: IconProps) => (
  <Svg d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm-2 16-4-4 1.4-1.4 2.6 2.6 6.6-6.6L18 9l-8 8z" {...p} />
);
export const CopyIcon = (p: IconProps) => (
  <Svg
    d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
    {...p}
  />
);

/* Outline icons: the member shortcuts. */
export const ProfileOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Outline>
);
export const AffiliateOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="8" cy="8" r="3" />
    <circle cx="17" cy="10" r="2.5" />
    <path d="M2 20c0-3.5 3-5 6-5s6 1.5 6 5M14 15.5c3 0 7 1 7 4.5" />
  </Outline>
);
export const QuestOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 4h6M9 4a2 2 0 0 0-2 2H5v15h14V6h-2a2 2 0 0 0-2-2" />
    <path d="M8.5 12l2 2 5-5M8.5 17h7" />
  </Outline>
);
export const WheelOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 3v7M12 14v7M3 12h7M14 12h7M5.6 5.6l5 5M13.4 13.4l5 5M18.4 5.6l-5 5M10.6 13.4l-5 5" />
  </Outline>
);
export const RedeemOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8c-2-4-6-4-6-1.5S10 8 12 8zM12 8c2-4 6-4 6-1.5S14 8 12 8z" />
  </Outline>
);
export const CashbackOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v10M14.5 9.5c0-1-1-1.8-2.5-1.8s-2.5.8-2.5 1.8 1 1.5 2.5 1.8 2.5.8 2.5 1.9-1 1.8-2.5 1.8-2.5-.8-2.5-1.8" />
  </Outline>
);
export const WinlossOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Outline>
);
export const PromotionsOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 10v4l12 5V5L3 10zM15 8a4 4 0 0 1 0 8M6 14.5V19h3v-3.3" />
  </Outline>
);
export const CouponOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
    <path d="M14 7v10" strokeDasharray="2 2" />
  </Outline>
);
export const StatementOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h7M9 16h7" />
  </Outline>
);
export const RefreshOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7L20 8.5" />
    <path d="M20 3v5.5h-5.5" />
  </Outline>
);
export const CopyOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </Outline>
);

/* Outline icons: the payment channels and the QR payment's states. */
export const BankOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
  </Outline>
);
export const TrueMoneyOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M16 14.5h2" />
  </Outline>
);
export const QrOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v1M14 20h1M17 17h4v4h-4" />
  </Outline>
);
export const CheckCircleOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16.5 9" />
  </Outline>
);
export const ClockOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Outline>
);
export const DownloadOutlineIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Outline>
);
