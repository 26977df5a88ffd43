import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { failureMessage } from '@/lib/api-error';
import { PageSkeleton } from './PageSkeleton';
import { QueryError } from './QueryError';

type CatchProps = { onReset: () => void; actions?: ReactNode; children: ReactNode };

/** Catches what a suspense query throws; retrying resets the failed queries and renders again. */
class QueryCatch extends Component<CatchProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error === null) return this.props.children;
    return <QueryError message={failureMessage(this.state.error)} onRetry={this.retry} actions={this.props.actions} />;
  }
}

/**
 * Pending and error for the part of a page that reads `useSuspenseQuery`: `fallback` (a skeleton)
 * while it loads, and on failure the Thai message with 'ลองใหม่', which asks again. The route's loader
 * usually has the data already (lib/route-data.ts), so the fallback shows only when it had to wait.
 */
export function QueryBoundary({
  fallback = <PageSkeleton />,
  actions,
  children,
}: {
  fallback?: ReactNode;
  /** Shown beside the retry on failure (e.g. a link to pick another round). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <QueryCatch onReset={reset} actions={actions}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </QueryCatch>
      )}
    </QueryErrorResetBoundary>
  );
}
