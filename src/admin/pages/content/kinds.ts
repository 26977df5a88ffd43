import {
  AdminBannerCreateP,
  AdminBannerUpdateP,
  AdminEventCreateP,
  AdminEventUpdateP,
  AdminNotificationCreateP,
  AdminNotificationUpdateP,
} from '@contract/admin-content';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';

export type KindKey = 'notifications' | 'banners' | 'events';
export type Field = 'type' | 'title' | 'description' | 'image' | 'link';

/** Any row of the three lists (a kind's own fields are present for it). */
export type ContentRow = {
  id: number;
  image: string;
  title: string;
  active: boolean;
  sort: number;
  created_at: string;
  starts_at: string | null;
  ends_at: string | null;
  type?: number;
  description?: string;
  link?: string;
};

export type Kind = {
  key: KindKey;
  /** The tab's and the form's Thai name. */
  name: string;
  fields: readonly Field[];
  create: z.ZodType;
  update: z.ZodType;
  empty: string;
};

export const KINDS: readonly Kind[] = [
  {
    key: 'notifications',
    name: 'การแจ้งเตือน',
    fields: ['type', 'title', 'description', 'image'],
    create: AdminNotificationCreateP,
    update: AdminNotificationUpdateP,
    empty: 'ยังไม่มีการแจ้งเตือน',
  },
  {
    key: 'banners',
    name: 'แบนเนอร์',
    fields: ['title', 'image', 'link'],
    create: AdminBannerCreateP,
    update: AdminBannerUpdateP,
    empty: 'ยังไม่มีแบนเนอร์',
  },
  {
    key: 'events',
    name: 'กิจกรรม',
    fields: ['title', 'image', 'link'],
    create: AdminEventCreateP,
    update: AdminEventUpdateP,
    empty: 'ยังไม่มีกิจกรรม',
  },
];

export const FIELD_LABELS: Record<Field, string> = {
  type: 'ประเภท (1-9)',
  title: 'หัวข้อ',
  description: 'รายละเอียด',
  image: 'รูปภาพ (พาธ / หรือ https://)',
  link: 'ลิงก์เมื่อกด (พาธ / หรือ https://)',
};

export const listQuery = (kind: KindKey) =>
  queryOptions({ queryKey: ['admin', 'content', kind], queryFn: () => adminApi.get<ContentRow[]>(`/${kind}`) });

export type Showing = 'shown' | 'hidden' | 'waiting' | 'ended';

/** Whether members see the row now: its switch, then its period. */
export function showingOf(r: Pick<ContentRow, 'active' | 'starts_at' | 'ends_at'>, now = Date.now()): Showing {
  if (!r.active) return 'hidden';
  if (r.starts_at && Date.parse(r.starts_at) > now) return 'waiting';
  if (r.ends_at && Date.parse(r.ends_at) <= now) return 'ended';
  return 'shown';
}
