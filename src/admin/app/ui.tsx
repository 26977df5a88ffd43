import { Alert, Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureMessage } from '@/lib/api-error';

/** The states every back-office list shares: loading, nothing found, a failure with retry. */
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

/** Page n of a server-paged list. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex align="center" justify="space-between" gap="3" pt="3" color="gray.700" fontSize="sm">
      <Text>
        ทั้งหมด {total.toLocaleString('th-TH')} รายการ · หน้า {page} / {pages}
      </Text>
      <Flex gap="2">
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ก่อนหน้า
        </Button>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          ถัดไป
        </Button>
      </Flex>
    </Flex>
  );
}

/** A date-time as Bangkok reads it (operators and the audit trail speak Thai time). */
export function bangkokTime(iso: string): string {
  return new Date(iso).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });
}

/** Baht on the wire (contract/money.ts) shown with two decimals. */
export function baht(amount: number): string {
  return amount.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
