import type { PointsJobData } from '@contract/points';
import type { Db } from '../../db';

/** Points earned from turnover and VIP levels, every minute on every node: issue 17 fills this in. */
export async function runPointsJobs(_db: Db, _now: Date): Promise<PointsJobData> {
  return { members_credited: 0, points_credited: 0, vip_changed: 0 };
}
