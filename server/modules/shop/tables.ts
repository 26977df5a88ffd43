import type { DeliveryAddress, ShopItemKind, ShopOrderStatus } from '@contract/shop';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 028's shop tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** numeric(6,2): read back as text. */
type Multiplier = ColumnType<string, string | number | undefined, string | number>;

export interface ShopItemTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  image: ColumnType<string, string | undefined, string>;
  kind: ShopItemKind;
  /** Hundredths of a point per unit. */
  points_cost: number;
  /** Per unit: satang (credit), spins (free_spins), 0 (physical). */
  value_units: ColumnType<number, number | undefined, number>;
  turnover_multiplier: Multiplier;
  stock: Maybe<number>;
  per_member_limit: Maybe<number>;
  starts_at: MaybeMoment;
  ends_at: MaybeMoment;
  min_vip_level: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ShopOrderTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  request_key: string;
  quantity: number;
  kind: ShopItemKind;
  item_name: string;
  points: number;
  value_units: ColumnType<number, number | undefined, number>;
  turnover_multiplier: Multiplier;
  status: ShopOrderStatus;
  address: ColumnType<DeliveryAddress | null, string | null | undefined, string | null>;
  carrier: Maybe<string>;
  tracking_no: Maybe<string>;
  cancel_reason: Maybe<string>;
  created_at: CreatedAt;
  shipped_at: MaybeMoment;
  delivered_at: MaybeMoment;
  cancelled_at: MaybeMoment;
  updated_by: Maybe<number>;
}

export interface ShopMemberItemTable {
  member_id: number;
  item_id: number;
  quantity: number;
}

declare module '../../db/schema' {
  interface Database {
    shop_item: ShopItemTable;
    shop_order: ShopOrderTable;
    shop_member_item: ShopMemberItemTable;
  }
}
