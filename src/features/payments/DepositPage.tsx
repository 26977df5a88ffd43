import { Alert, Box, Container, Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { PaymentChannelType } from '@contract/payments';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { QueryError } from '@/components/query/QueryError';
import { ResponsiblePlayCard, useLimits } from '@/features/limits';
import { ChannelTabs, panelId, tabId } from './ChannelTabs';
import { QrChannel } from './QrChannel';
import { channelInfoQuery, channelsQuery } from './queries';
import { TransferChannel } from './TransferChannel';
import { WalletBalance } from './WalletBalance';

function ChannelPanel({ channelId, type }: { channelId: number; type: PaymentChannelType }) {
  const info = useQuery(channelInfoQuery(channelId));
  return (
    <Box role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)}>
      {info.data ? (
        info.data.channel.type === 'promptpay_qr' ? (
          <QrChannel info={info.data} />
        ) : (
          <TransferChannel info={info.data} />
        )
      ) : info.isError ? (
        <QueryError message={info.error.message} onRetry={() => info.refetch()} />
      ) : (
        <Stack gap="4">
          <Skeleton h="40" rounded="2xl" />
          <Skeleton h="32" rounded="2xl" />
        </Stack>
      )}
    </Box>
  );
}

/**
 * /member/deposit: the channels from GET channels as tabs (bank transfer, TrueMoney, PromptPay QR),
 * the chosen channel's panel, and responsible play (deposit limits, self-exclusion) beside it.
 * The chosen tab lives in the URL (?channel=) so that the QR page can link back to it.
 */
export function DepositPage() {
  const { channel } = useSearch({ strict: false }) as { channel?: unknown };
  const channels = useQuery(channelsQuery);
  const limits = useLimits();
  const navigate = useNavigate();
  const list = channels.data?.channels ?? [];
  const chosen = list.find((c) => c.type === channel && c.enabled) ?? list.find((c) => c.enabled) ?? list[0];
  const select = (type: PaymentChannelType) => void navigate({ to: '/member/deposit', search: { channel: type }, replace: true });
  const excluded = limits.data?.self_exclusion.active ? limits.data.self_exclusion : null;

  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        ฝากเงิน
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 360px' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <WalletBalance />
          {excluded && (
            <Alert.Root status="warning" rounded="xl">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">ท่านอยู่ระหว่างพักการเล่นถึง {excluded.until_label} จึงยังฝากเงินไม่ได้ ยังถอนเงินได้ตามปกติ</Alert.Title>
            </Alert.Root>
          )}
          {channels.isError ? (
            <QueryError message={channels.error.message} onRetry={() => channels.refetch()} />
          ) : channels.data && !chosen ? (
            <Alert.Root status="info" rounded="xl">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">ยังไม่มีช่องทางการฝากเงินในขณะนี้ กรุณาติดต่อแอดมิน</Alert.Title>
            </Alert.Root>
          ) : !chosen ? (
            <Skeleton h="24" rounded="xl" />
          ) : (
            <>
              <ChannelTabs channels={list} selected={chosen.type} onSelect={select} />
              <ChannelPanel key={chosen.id} channelId={chosen.id} type={chosen.type} />
            </>
          )}
        </Stack>
        <ResponsiblePlayCard />
      </Grid>
    </Container>
  );
}
