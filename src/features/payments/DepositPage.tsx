import { Alert, Box, Container, Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { PaymentChannelType } from '@contract/payments';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { ResponsiblePlayCard, useLimits } from '@/features/limits';
import { ChannelTabs, panelId, tabId } from './ChannelTabs';
import { PromotionChoice, PromotionDialogMount } from './promotion';
import { QrChannel } from './QrChannel';
import { channelInfoQuery, channelsQuery } from './queries';
import { TransferChannel } from './TransferChannel';
import { WalletBalance } from './WalletBalance';

function ChannelPanel({ channelId, type }: { channelId: number; type: PaymentChannelType }) {
  return (
    <Box role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)}>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="40" rounded="2xl" />
            <Skeleton h="32" rounded="2xl" />
          </Stack>
        }
      >
        <ChannelInfo channelId={channelId} />
      </QueryBoundary>
    </Box>
  );
}

/**
 * /member/deposit: the channels from GET channels as tabs (bank transfer, TrueMoney, PromptPay QR),
 * the chosen channel's panel, and responsible play (deposit limits, self-exclusion) beside it.
 * The chosen tab lives in the URL (?channel=) so that the QR page can link back to it.
 */
export function DepositPage() {
  const limits = useLimits();
  const excluded = limits.data?.self_exclusion.active ? limits.data.self_exclusion : null;

  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb="4">
        ฝากเงิน
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 360px' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap={{ base: '4', sm: '5' }} minW="0">
          <WalletBalance />
          <PromotionChoice />
          {excluded && (
            <Alert.Root status="warning" rounded="xl">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">ท่านอยู่ระหว่างพักการเล่นถึง {excluded.until_label} จึงยังฝากเงินไม่ได้ ยังถอนเงินได้ตามปกติ</Alert.Title>
            </Alert.Root>
          )}
          <QueryBoundary fallback={<Skeleton h="24" rounded="xl" />}>
            <Channels />
          </QueryBoundary>
        </Stack>
        <ResponsiblePlayCard />
      </Grid>
      <PromotionDialogMount />
    </Container>
  );
}

function ChannelInfo({ channelId }: { channelId: number }) {
  const info = useSuspenseQuery(channelInfoQuery(channelId)).data;
  return info.channel.type === 'promptpay_qr' ? <QrChannel info={info} /> : <TransferChannel info={info} />;
}

/** The channel tabs and the chosen channel's panel; the chosen tab lives in the URL (?channel=). */
function Channels() {
  const { channel } = useSearch({ strict: false }) as { channel?: unknown };
  const list = useSuspenseQuery(channelsQuery).data.channels;
  const navigate = useNavigate();
  const chosen = list.find((c) => c.type === channel && c.enabled) ?? list.find((c) => c.enabled) ?? list[0];
  // Relative: the page stays where it is (/member/deposit, or /liff/deposit inside LINE).
  const select = (type: PaymentChannelType) => void navigate({ to: '.', search: { channel: type }, replace: true });
  if (!chosen) {
    return (
      <Alert.Root status="info" rounded="xl">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">ยังไม่มีช่องทางการฝากเงินในขณะนี้ กรุณาติดต่อแอดมิน</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <>
      <ChannelTabs channels={list} selected={chosen.type} onSelect={select} />
      <ChannelPanel key={chosen.id} channelId={chosen.id} type={chosen.type} />
    </>
  );
}
