import { Box, Flex, Separator, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChevronRightIcon } from '@/components/icons/shell';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { LimitsForm } from './LimitsForm';
import { limitsQuery } from './queries';
import { SelfExclusion } from './SelfExclusion';

const RESPONSIBLE_PLAY_TITLE = 'จำกัดการฝากเงิน / พักการเล่น';

/**
 * Responsible play on the deposit page: a collapsible card (open from 960 px, where it has its own
 * column; folded on phones so that the deposit comes first).
 */
export function ResponsiblePlayCard() {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? wide;
  return (
    <Box as="section" aria-label={RESPONSIBLE_PLAY_TITLE} bg="bg.panel" rounded="2xl" borderWidth="1px" borderColor="border.muted">
      <Flex asChild w="full" align="center" gap="3" p={{ base: '4', sm: '5' }} textAlign="start">
        <button type="button" aria-expanded={open} aria-controls="responsible-play-body" onClick={() => setToggled(!open)}>
          <Box flex="1">
            <Text fontWeight="semibold" color="gold.fg">
              {RESPONSIBLE_PLAY_TITLE}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              ตั้งวงเงินฝากรายวัน สัปดาห์ เดือน หรือหยุดพักชั่วคราว
            </Text>
          </Box>
          <Box transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.2s" color="fg.muted">
            <ChevronRightIcon size="20px" />
          </Box>
        </button>
      </Flex>
      {open && (
        <Box id="responsible-play-body" px={{ base: '4', sm: '5' }} pb={{ base: '4', sm: '5' }}>
          <QueryBoundary fallback={<Skeleton h="48" rounded="xl" />}>
            <Limits />
          </QueryBoundary>
        </Box>
      )}
    </Box>
  );
}

function Limits() {
  const limits = useSuspenseQuery(limitsQuery);
  return (
    <Stack gap="5">
      <LimitsForm data={limits.data} />
      <Separator />
      <Box>
        <Text fontWeight="semibold" mb="2">
          พักการเล่นด้วยตนเอง
        </Text>
        <SelfExclusion state={limits.data.self_exclusion} />
      </Box>
      {limits.data.rules.length > 0 && (
        <Stack as="ul" gap="1" fontSize="xs" color="fg.muted" pl="4" listStyleType="disc">
          {limits.data.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
