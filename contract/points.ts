import { z } from 'zod';

/** What one run of the points and VIP jobs did (the test clock answers it). */
export const PointsJobData = z.object({
  members_credited: z.number().int(),
  /** Points (not hundredths). */
  points_credited: z.number(),
  vip_changed: z.number().int(),
});
export type PointsJobData = z.infer<typeof PointsJobData>;
