import {
  AdminBannerCreate,
  AdminBannerUpdate,
  AdminEventCreate,
  AdminEventUpdate,
  AdminNotificationCreate,
  AdminNotificationUpdate,
} from '@contract/admin';
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
    create: AdminNotificationCreate,
    update: AdminNotificationUpdate,
    empty: 'ยังไม่มีการแจ้งเตือน',
  },
  {
    key: 'banners',
    name: 'แบนเนอร์',
    fields: ['title', 'image', 'link'],
    create: AdminBannerCreate,
    update: AdminBannerUpdate,
    empty: 'ยังไม่มีแบนเนอร์',
  },
  {
    key: 'events',
    name: 'กิจกรรม',
    fields: ['title', 'image', 'link'],
    create: AdminEventCreate,
    update: AdminEventUpdate,
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

export const listQuery = (kind: KindKey) => ({
  queryKey: ['admin', 'content', kind] as const,
  queryFn: () => adminApi.get<ContentRow[]>(`/${kind}`),
});
