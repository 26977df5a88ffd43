import { Alert, Stack, Text } from '@chakra-ui/react';
import type { DepositNotice, PaymentInfoData } from '@contract/payments';
import { useState } from 'react';
import { Panel } from '@/components/Panel';
import { PayFromBankCard, PayFromPhoneCard, PayToBankCard, PayToTrueMoneyCard } from './AccountCards';
import { ChannelClosedNote } from './ChannelClosed';
import { NoticeDialog, PendingNoticeCard } from './DepositNotice';
import { Instructions } from './Instructions';
import { NoticeForm } from './NoticeForm';
import { PromotionExampleLine } from './promotion';

/**
 * Bank transfer and TrueMoney: the agent's accounts to pay to (copy buttons), the member's own
 * account(s) the money must come from, the steps, and the optional deposit notice.
 */
export function TransferChannel({ info }: { info: PaymentInfoData }) {
  const { channel, pay_from: payFrom } = info;
  const bank = channel.type === 'bank';
  const [created, setCreated] = useState<DepositNotice | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const onCreated = (notice: DepositNotice) => {
    setCreated(notice);
    setDialogOpen(true);
  };
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      <Panel title={bank ? 'โอนเข้าบัญชีธนาคารของเว็บ' : 'โอนเข้าทรูมันนี่ วอลเล็ทของเว็บ'}>
        {channel.enabled ? (
          <Stack as="ul" gap="2.5" m="0" p="0">
            {bank
              ? channel.bank_accounts.map((a) => <PayToBankCard key={a.id} account={a} />)
              : channel.true_money_accounts.map((a) => <PayToTrueMoneyCard key={a.id} account={a} />)}
          </Stack>
        ) : (
          <ChannelClosedNote channel={channel} />
        )}
      </Panel>
      <Panel title={bank ? 'โอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น' : 'โอนจากวอลเล็ทเบอร์ที่สมัครเท่านั้น'}>
        <Stack gap="3">
          <Stack as="ul" gap="2" m="0" p="0">
            {bank
              ? payFrom.bank_accounts.map((a) => <PayFromBankCard key={a.id} account={a} />)
              : [<PayFromPhoneCard key="phone" phone={payFrom.true_money_phone} />]}
          </Stack>
          <Alert.Root status="warning" rounded="lg" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {bank
                ? 'หากโอนจากบัญชีอื่นที่ไม่ได้ลงทะเบียน ระบบจะไม่สามารถเติมเครดิตให้อัตโนมัติได้'
                : 'หากโอนจากวอลเล็ทเบอร์อื่น ระบบจะไม่สามารถเติมเครดิตให้อัตโนมัติได้'}
            </Alert.Description>
          </Alert.Root>
        </Stack>
      </Panel>
      {info.pending_notice ? (
        <Stack gap="3">
          <PendingNoticeCard notice={info.pending_notice} channel={channel} payFrom={payFrom} />
          <PromotionExampleLine amount={info.pending_notice.amount} />
        </Stack>
      ) : (
        // A closed channel takes no notice (the server refuses it): its reason stands in its place above.
        channel.enabled && (
          <Panel title="แจ้งฝากเงิน (ไม่บังคับ)">
            <Text fontSize="sm" color="fg.muted" mb="4">
              แจ้งยอดที่จะโอนเพื่อให้ระบบจับคู่ยอดเงินได้เร็วขึ้น ไม่แจ้งก็ได้ เมื่อยอดเงินเข้าบัญชีตรงกับบัญชีที่ลงทะเบียนไว้ ระบบจะเติมเครดิตให้อัตโนมัติ
            </Text>
            <NoticeForm channel={channel} payFrom={payFrom} onCreated={onCreated} />
          </Panel>
        )
      )}
      <Panel title="ขั้นตอนการฝากเงิน">
        <Instructions steps={info.instructions} />
      </Panel>
      {created && (
        <NoticeDialog open={dialogOpen} notice={created} channel={channel} payFrom={payFrom} onClose={() => setDialogOpen(false)} />
      )}
    </Stack>
  );
}
