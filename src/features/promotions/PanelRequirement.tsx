import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@/state/auth';
import { ProgressBar, percentText } from './ProgressBar';
import { memberPromotionsQuery } from './queries';

/**
 * "ติดเทิร์น 45%" under the member panel while a promotion's requirement is active, linking to
 * /member/promotions. The read waits until the panel is on screen and carries no schema (zod stays
 * off the first screen); nothing shows while it loads, fails, or when nothing is active.
 */
export function PanelRequirement() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data } = useQuery({ ...memberPromotionsQuery, enabled: loggedIn, retry: false });
  const active = data?.active[0];
  if (!active) return null;
  const label = active.kind === 'balance' ? 'ติดทำยอด' : 'ติดเทิร์น';
  return (
    <Link to="/member/promotions" aria-label={`${label} ${percentText(active.percent_done)} ${active.title} ดูรายละเอียด`}>
      <Flex align="center" gap="2" px="1" pb="2" data-testid="panel-requirement" _hover={{ opacity: 0.85 }}>
        <Text fontSize="xs" color="gold.300" fontWeight="600" flexShrink={0}>
          {label} {percentText(active.percent_done)}
        </Text>
        <Box flex="1" minW="0">
          <ProgressBar percent={active.percent_done} label={`ความคืบหน้า ${active.title}`} size="sm" />
        </Box>
        <Text fontSize="xs" color="fg.muted" truncate maxW={{ base: '40%', md: '320px' }}>
          {active.title}
        </Text>
      </Flex>
    </Link>
  );
}
