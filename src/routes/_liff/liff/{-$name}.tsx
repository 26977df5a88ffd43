import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { liffPageParam, loadLiffPage } from '@/features/line';

/**
 * A LINE LIFF page, /liff/{name}: deposit, withdraw, results, register, or none (a small menu); any
 * other name is a 404. The page signs the member in by LINE itself (docs/line.md), on its own chunk.
 */
export const Route = createFileRoute('/_liff/liff/{-$name}')({
  params: {
    parse: (p) => ({ name: liffPageParam(p.name) }),
    stringify: (p) => ({ name: p.name }),
  },
  component: lazyRouteComponent(loadLiffPage, 'LiffPage'),
});
