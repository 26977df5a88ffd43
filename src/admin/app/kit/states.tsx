import { Alert, Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '@/lib/api-error';

/** The states every back-office read shares: loading, nothing found, a failure with retry. */
export function Loading({ label = 'กำลังโหลด...' }: { label?: string }) {
  return (
    <Flex role="status" align="center" gap="3" py="10" justify="center" color="gray.600">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box py="10" textAlign="center" color="gray.600" borderWidth="1px" borderStyle="dashed" borderRadius="md" bg="white">
      {children}
    </Box>
  );
}

export function Failure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failureMessage(error)}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          ลองใหม่
        </Button>
      )}
    </Alert.Root>
  );
}

/** A list's rows: a page of `items`, or a report's `rows`. */
const noRows = (data: unknown) => {
  const d = data as { items?: unknown; rows?: unknown };
  const rows = Array.isArray(d?.items) ? d.items : Array.isArray(d?.rows) ? d.rows : null;
  return rows !== null && rows.length === 0;
};

/**
 * A query shown through its states: loading, its failure with retry, `empty` when it found nothing
 * (a page or a report without rows, or `isEmpty`), else `children` with the data.
 */
export function Loaded<T>({
  query,
  empty,
  isEmpty = noRows,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failure error={query.error} onRetry={() => query.refetch()} />;
  if (empty !== undefined && isEmpty(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}
