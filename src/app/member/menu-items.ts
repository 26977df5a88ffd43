import type { ComponentType, SVGProps } from 'react';
import {
  CashbackIcon,
  GiftIcon,
  ListIcon,
  QuestIcon,
  RefundIcon,
  StarIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WheelIcon,
} from '@/components/icons/shell';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** The member menu (docs/product.md "Member menu"): ten destinations in the spec's order, then logout. */
export const MEMBER_MENU = [
  { to: '/member/profile', label: 'ข้อมูลส่วนตัว', icon: UserIcon },
  { to: '/affiliate', label: 'แนะนำเพื่อน', icon: UsersIcon },
  { to: '/member/creditfree', label: 'ภารกิจ', icon: QuestIcon },
  { to: '/member/wheel', label: 'กงล้อนำโชค', icon: WheelIcon },
  { to: '/redeem', label: 'แลกของรางวัล', icon: StarIcon },
  { to: '/cashback', label: 'แคชแบ็กรายวัน', icon: CashbackIcon },
  { to: '/winloss', label: 'คืนยอดเสีย', icon: RefundIcon },
  { to: '/promotions', label: 'โปรโมชั่น', icon: GiftIcon },
  { to: '/member/coupon', label: 'คูปอง', icon: TicketIcon },
  { to: '/member/statement', label: 'รายการเดินบัญชี', icon: ListIcon },
] as const satisfies ReadonlyArray<{ to: string; label: string; icon: Icon }>;

export const LOGOUT_LABEL = 'ออกจากระบบ';
