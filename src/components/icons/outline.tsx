import { type IconProps, Outline } from './svg';

/** Outline icons: the member shortcuts, the payment channels and the QR payment's states. */
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
