import { lazy } from '@contract/lazy';

const points = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));

/** Points as members read them: "1,500", "12.5". */
export const pointsText = (n: number) => points().format(n);
