import { Box, Container, Grid, Heading } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@/state/auth';
import { LottoNav } from '../components/LottoNav';
import { billStatusOf } from '../queries';
import { BillDetailPanel } from './BillDetailPanel';
import { BillList } from './BillList';
import { LoginPrompt } from './LoginPrompt';

const route = getRouteApi('/_default/lotto/bills');

/**
 * /lotto/bills: the member's bills with status filters, and one bill's detail (?bill=) beside the
 * list on wide screens, in its place on phones. A visitor is asked to log in: /lotto pages are
 * public (only /member/** is guarded), so the prompt keeps the lotto tabs in reach.
 */
export function BillsPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const search = route.useSearch();
  const status = billStatusOf(search.status);
  const billId = search.bill;

  return (
    <Container py={{ base: '4', sm: '8' }}>
      <LottoNav />
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.300" mb="4">
        โพยหวยของฉัน
      </Heading>
      {!loggedIn ? (
        <LoginPrompt />
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: billId ? 'minmax(0, 5fr) minmax(0, 6fr)' : 'minmax(0, 1fr)' }}
          gap="5"
          alignItems="start"
        >
          <Box display={{ base: billId ? 'none' : 'block', md: 'block' }} maxW={billId ? undefined : '860px'} w="full" mx="auto">
            <BillList status={status} selected={billId} />
          </Box>
          {billId && (
            <Box position={{ md: 'sticky' }} top={{ md: '20' }}>
              <BillDetailPanel key={billId} billId={billId} />
            </Box>
          )}
        </Grid>
      )}
    </Container>
  );
}
