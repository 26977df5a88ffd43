import { formatPoints } from '@/lib/format';

/** Points as members read them, the site's one rule (src/lib/format.ts formatPoints): "1,500", "12.50". */
export const pointsText = formatPoints;
