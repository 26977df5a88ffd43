import { Box, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

const TABS = [
  { to: '/lotto/lobby', label: 'แทงหวย' },
  { to: '/lotto/bills', label: 'โพยของฉัน' },
  { to: '/lotto/results', label: 'ผลหวย' },
  { to: '/lotto/rates', label: 'อัตราจ่าย' },
] as const;

/** The lotto areas' tabs (lobby, bills, results, rates), the current one in gold. */
export function LottoNav() {
  return (
    <Box as="nav" aria-label="เมนูหวย" mb={{ base: '4', sm: '6' }}>
      <Flex gap="1" p="1" bg="bg.subtle" borderWidth="1px" borderColor="gold.900" rounded="full" overflowX="auto" scrollbarWidth="none">
        {TABS.map((t) => (
          <Link key={t.to} to={t.to} activeProps={{ 'aria-current': 'page' }} style={{ flex: '1 0 auto' }}>
            <Box
              textAlign="center"
              px={{ base: '3', sm: '5' }}
              py="2"
              rounded="full"
              fontSize={{ base: 'sm', sm: 'md' }}
              fontWeight="semibold"
              whiteSpace="nowrap"
              color="fg.muted"
              transition="background 0.2s, color 0.2s"
              _hover={{ color: 'gold.300' }}
              css={{
                '[aria-current=page] > &': {
                  background: 'linear-gradient(180deg, var(--gw-colors-gold-400), var(--gw-colors-gold-600))',
                  color: 'var(--gw-colors-gold-950)',
                  boxShadow: '0 2px 10px rgba(245, 197, 66, 0.25)',
                },
              }}
            >
              {t.label}
            </Box>
          </Link>
        ))}
      </Flex>
    </Box>
  );
}
