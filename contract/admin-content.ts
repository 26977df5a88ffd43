import { z } from 'zod';
import {
  AdminBanner,
  AdminBannerCreate,
  AdminBannerUpdate,
  AdminEvent,
  AdminEventCreate,
  AdminEventUpdate,
  AdminNotification,
  AdminNotificationCreate,
  AdminNotificationUpdate,
} from './admin';

/**
 * The content schemas of contract/admin.ts with an optional showing period (docs/backoffice.md
 * "Content"): `starts_at` and `ends_at` are ISO 8601 instants with an offset, or null for no bound.
 * Members see a row while it is active and now is inside its period (migration 017).
 */

const Moment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}ต้องเป็นวันและเวลา (ISO 8601)` })
    .nullable()
    .optional();

const period = { starts_at: Moment('เวลาเริ่มแสดง'), ends_at: Moment('เวลาสิ้นสุด') };

export const PERIOD_ORDER_MESSAGE = 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง';
const ordered = (v: { starts_at?: string | null; ends_at?: string | null }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at);
const order = { error: PERIOD_ORDER_MESSAGE, path: ['ends_at'] };

export const AdminNotificationCreateP = AdminNotificationCreate.extend(period).refine(ordered, order);
export const AdminBannerCreateP = AdminBannerCreate.extend(period).refine(ordered, order);
export const AdminEventCreateP = AdminEventCreate.extend(period).refine(ordered, order);
export const AdminNotificationUpdateP = AdminNotificationUpdate.safeExtend(period).refine(ordered, order);
export const AdminBannerUpdateP = AdminBannerUpdate.safeExtend(period).refine(ordered, order);
export const AdminEventUpdateP = AdminEventUpdate.safeExtend(period).refine(ordered, order);

const periodOut = { starts_at: z.string().nullable(), ends_at: z.string().nullable() };
export const AdminNotificationP = AdminNotification.extend(periodOut);
export const AdminBannerP = AdminBanner.extend(periodOut);
export const AdminEventP = AdminEvent.extend(periodOut);
export type AdminContentPeriod = { starts_at: string | null; ends_at: string | null };
