import { Badge, Box, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useView } from '../../app/kit';
import { useSession } from '../../app/session';
import { summaryQuery } from './api';
import { ImportPanel } from './ImportPanel';
import { LinesTab } from './LinesTab';
import { RequestsTab } from './RequestsTab';

function Count({ n, palette }: { n: number | undefined; palette: string }) {
  if (!n) return null;
  return (
    <Badge colorPalette={palette} variant="solid" borderRadius="full">
      {n}
    </Badge>
  );
}

/**
 * The deposit desk (finance, admin): QRs and deposit notices waiting to be paid, statement lines no
 * member was matched to (suggestions, assign, dismiss), and the statement CSV import. Both lists
 * refresh every few seconds; filters, sort, page and tab live in the address.
 */
export function DepositsPage() {
  const [view, set] = useView('/shell/deposits');
  const summary = useQuery(summaryQuery);
  const role = useSession()?.role;
  const canDecide = role === 'admin' || role === 'finance';
  // Each tab has its own filters under the same names: switching tab starts from its defaults.
  const switchTo = (tab: 'requests' | 'lines') =>
    set({
      tab,
      status: undefined,
      kind: 'all',
      from: undefined,
      to: undefined,
      min: undefined,
      max: undefined,
      sort: 'created_at',
      dir: 'desc',
      page: 1,
    });

  return (
    <Box>
      <ImportPanel />
      <Tabs.Root
        value={view.tab}
        onValueChange={(e) => switchTo(e.value as 'requests' | 'lines')}
        variant="enclosed"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="3" flexWrap="wrap">
          <Tabs.Trigger value="requests" gap="2">
            รอชำระ/แจ้งฝาก
            <Count n={summary.data ? summary.data.pending_qrs + summary.data.pending_notices : undefined} palette="blue" />
          </Tabs.Trigger>
          <Tabs.Trigger value="lines" gap="2">
            รายการเดินบัญชีที่ยังไม่จับคู่
            <Count n={summary.data?.review_lines} palette="orange" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="requests" p="0">
          <RequestsTab />
        </Tabs.Content>
        <Tabs.Content value="lines" p="0">
          <LinesTab canDecide={canDecide} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
