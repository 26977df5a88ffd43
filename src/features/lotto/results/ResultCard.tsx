import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ResultRow } from '../api';
import { CategoryBadge } from '../components/CategoryBadge';
import { ResultBoard } from '../components/ResultBoard';
import { ResultMeta } from '../components/ResultMeta';

/**
 * One draw's result: category, draw date in the Buddhist era (Yeekee: its round), how long ago it came
 * out (with the sandbox's mark on a made-up result) and the numbers.
 */
export function ResultCard({ row, showHistory }: { row: ResultRow; showHistory?: boolean }) {
  const yeekee = row.group === 'yeekee';
  return (
    <Box
      as="article"
      aria-label={`${row.category_name} ${row.title}`}
      data-testid="lotto-result"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.900"
      p={{ base: '3', sm: '4' }}
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <Flex align="center" gap="3">
        <CategoryBadge code={row.category_code} size="10" />
        <Box flex="1" minW="0">
          <Text fontWeight="bold" color="gold.200" truncate>
            {row.category_name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="lotto-result-date">
            {yeekee ? row.title : `งวดวันที่ ${row.draw_date_th}`}
          </Text>
        </Box>
        {showHistory && (
          <Button asChild size="xs" variant="ghost" colorPalette="gold" flexShrink={0}>
            <Link to="/lotto/results" search={{ category: row.category_id }}>
              ดูย้อนหลัง
            </Link>
          </Button>
        )}
      </Flex>
      <ResultMeta resultedAt={row.resulted_at} sandbox={row.result.sandbox} />
      <ResultBoard result={row.result} compact sandboxMark={false} />
    </Box>
  );
}
