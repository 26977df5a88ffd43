import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { WifiOffIcon } from '@/components/icons/shell';
import { formatThaiDate } from '@/lib/format';
import { type Connectivity, useConnectivity } from '@/lib/network';

/**
 * When the answers on screen were fetched: the oldest fetch time among the queries the page is
 * showing (0 when none has one, e.g. a lobby drawn from its local copy).
 */
function oldestShownFetch(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().findAll({ type: 'active' })) {
    const at = query.state.dataUpdatedAt;
    if (query.state.data !== undefined && at > 0 && (oldest === 0 || at < oldest)) oldest = at;
  }
  return oldest;
}

function useOldestShownFetch(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback((cb: () => void) => queryClient.getQueryCache().subscribe(cb), [queryClient]);
  return useSyncExternalStore(subscribe, () => oldestShownFetch(queryClient));
}

const TITLES: Record<Exclude<Connectivity, 'online'>, string> = {
  offline: 'ออฟไลน์อยู่ ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
  unreachable: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กำลังลองใหม่',
};

function Details() {
  const at = useOldestShownFetch();
  return (
    <Text fontSize="xs" color="gray.300" data-testid="offline-fetched-at">
      {at > 0 ? `แสดงข้อมูลล่าสุดเมื่อ ${formatThaiDate(new Date(at), true)} น.` : 'แสดงข้อมูลที่บันทึกไว้ในเครื่อง'}
      {' · รายการที่ต้องใช้อินเทอร์เน็ตจะกดไม่ได้ชั่วคราว'}
    </Text>
  );
}

/**
 * The offline notice, on every layout (it sits outside the routes): says in Thai that the site is
 * offline or cannot reach its server, and when what is on screen was fetched.
 */
export function OfflineNotice() {
  const connectivity = useConnectivity();
  if (connectivity === 'online') return null;
  return (
    <Flex
      role="status"
      data-testid="offline-notice"
      data-connectivity={connectivity}
      align="flex-start"
      gap="2.5"
      px="3"
      py="2"
      rounded="xl"
      bg="gray.900"
      color="white"
      borderWidth="1px"
      borderColor="orange.400"
      boxShadow="0 6px 18px rgba(0, 0, 0, 0.55)"
      pointerEvents="auto"
    >
      <Box color="orange.300" pt="0.5" flexShrink={0}>
        <WifiOffIcon size="20px" />
      </Box>
      <Box minW="0">
        <Text fontSize="sm" fontWeight="500">
          {TITLES[connectivity]}
        </Text>
        <Details />
      </Box>
    </Flex>
  );
}
