import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FootballIcon } from './icons';

const TABS = [
  { to: '/sport', label: 'ราคาบอล' },
  { to: '/sport/bets', label: 'โพยบอลของฉัน' },
  { to: '/sport/virtual', label: 'กีฬาเสมือนจริง' },
] as const;

/** The sport pages' heading and tabs: the odds, the member's bets, and the virtual-football lobby. */
export function SportNav({ current }: { current: (typeof TABS)[number]['to'] }) {
  return (
    <Box mb="4">
      <Flex align="center" gap="3" mb="3">
        <Box color="gold.400" flexShrink={0}>
          <FootballIcon size={34} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            แทงบอล
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            บอลเดี่ยว บอลสเต็ป ราคาต่อรอง สูง/ต่ำ และ 1X2
          </Text>
        </Box>
      </Flex>
      <Flex as="nav" aria-label="เมนูกีฬา" gap="1" borderBottomWidth="1px" borderColor="whiteAlpha.200" overflowX="auto">
        {TABS.map((t) => (
          <Link key={t.to} to={t.to} activeOptions={{ exact: true, includeSearch: false }}>
            <Box
              px="4"
              py="2"
              whiteSpace="nowrap"
              fontWeight="bold"
              fontSize="sm"
              color={current === t.to ? 'gold.300' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={current === t.to ? 'gold.400' : 'transparent'}
            >
              {t.label}
            </Box>
          </Link>
        ))}
      </Flex>
    </Box>
  );
}
