import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { BET_TYPE_NAMES, BET_TYPES } from '@contract/lotto-names';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import type { LimitAnswer } from '../api';
import { ruleQuery } from '../queries';
import { formatRate } from './format';

function Fold({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Box asChild bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" px="4" py="3">
      <details open={open}>
        <Box as="summary" cursor="pointer" fontWeight="bold" color="gold.fg">
          {title}
        </Box>
        <Box mt="3">{children}</Box>
      </details>
    </Box>
  );
}

/** The round's limited numbers (เลขอั้น): closed ones refused, reduced ones with the rate they pay. */
export function LimitedNumbers({ limit }: { limit: LimitAnswer | undefined }) {
  const list = limit?.limited ?? [];
  return (
    <Fold title={`เลขอั้นงวดนี้ (${list.length})`} open={list.length > 0}>
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          งวดนี้ไม่มีเลขอั้น
        </Text>
      ) : (
        <Stack gap="3" data-testid="limited-numbers">
          {BET_TYPES.filter((bt) => list.some((l) => l.bet_type === bt)).map((bt) => (
            <Box key={bt}>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {BET_TYPE_NAMES[bt]}
              </Text>
              <Flex gap="2" wrap="wrap">
                {list
                  .filter((l) => l.bet_type === bt)
                  .map((l) => (
                    <Badge
                      key={l.number}
                      size="lg"
                      variant="subtle"
                      colorPalette={l.mode === 'closed' ? 'red' : 'orange'}
                      title={l.mode === 'closed' ? 'ปิดรับ' : `จ่ายบาทละ ${formatRate(l.rate ?? 0)}`}
                    >
                      {l.number} · {l.mode === 'closed' ? 'ปิดรับ' : `จ่าย ${formatRate(l.rate ?? 0)}`}
                    </Badge>
                  ))}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Fold>
  );
}

/** How each bet type wins and the round's rules, folded away until asked for. */
export function RoundRules({ roundId }: { roundId: number }) {
  return (
    <Fold title="กติกาและอัตราจ่าย">
      <QueryBoundary fallback={null}>
        <Rules roundId={roundId} />
      </QueryBoundary>
    </Fold>
  );
}

function Rules({ roundId }: { roundId: number }) {
  const rule = useSuspenseQuery(ruleQuery(roundId));
  return (
    <Stack gap="3" fontSize="sm">
      <Stack as="ul" gap="1" pl="5" listStyleType="disc">
        {rule.data.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </Stack>
      <Stack gap="2">
        {rule.data.bet_types.map((b) => (
          <Box key={b.bet_type} borderTopWidth="1px" borderColor="border.muted" pt="2">
            <Flex justify="space-between">
              <Text fontWeight="bold">{b.name}</Text>
              <Text color="gold.fg">บาทละ {formatRate(b.rate)}</Text>
            </Flex>
            <Text color="fg.muted">{b.rule}</Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
