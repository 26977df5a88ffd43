import { type IconProps, Svg } from './svg';

/** The shell's icons (header, footer tabs, member panel and menu, PWA cards): in the first page's chunk. */
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
