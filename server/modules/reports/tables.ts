import type { ColumnType } from 'kysely';

/** Kysely types of the report tables (migration 013_reports), added to Database by augmentation. */

interface ReportWatermarkTable {
  name: string;
  last_id: number;
  folded_at: Date | null;
}

interface ReportDayTable {
  day: ColumnType<string, string, string>;
  metric: string;
  dim: string;
  count: number;
  amount: number;
  house: number;
}

declare module '../../db/schema' {
  interface Database {
    report_watermark: ReportWatermarkTable;
    report_day: ReportDayTable;
    report_first_deposit: { member_id: number; day: string };
    report_active: { day: string; member_id: number };
    report_active_month: { month: string; member_id: number };
  }
}
