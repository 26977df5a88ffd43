import { Clipboard, Container, Flex, Grid, Heading, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UserInfo } from '@contract/account';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { lazy, Suspense } from 'react';
import { LabelRow } from '@/components/data/LabelRow';
import { isoToThaiLongDate } from '@/components/form';
import { CopyOutlineIcon } from '@/components/icons/outline';
import { Panel } from '@/components/Panel';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { loadPushSettings } from '@/features/push';
import { formatThaiDate } from '@/lib/format';
import { maskPhone } from '@/lib/mask';
import { BankAccountCard } from './BankAccountCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LineAccount } from './LineAccount';
import { userInfoQuery } from './queries';
import { SubBankAccountForm } from './SubBankAccountForm';

const PushSettings = lazy(() => loadPushSettings().then((m) => ({ default: m.PushSettings })));

function Details({ info }: { info: UserInfo }) {
  return (
    <Stack gap="0">
      <LabelRow label="ชื่อ-นามสกุล">
        <Text>
          {info.first_name} {info.last_name}
        </Text>
      </LabelRow>
      <LabelRow label="เบอร์โทรศัพท์">
        <Text>{maskPhone(info.phone)}</Text>
      </LabelRow>
      <LabelRow label="LINE ID">
        <Text>{info.line_id || '-'}</Text>
      </LabelRow>
      <LabelRow label="วันเกิด">
        <Text>{isoToThaiLongDate(info.date_of_birth)}</Text>
      </LabelRow>
      <LabelRow label="รหัสแนะนำเพื่อน">
        <Clipboard.Root value={info.referral_code} timeout={1500}>
          <Flex align="center" gap="1" justify="flex-end">
            <Text fontFamily="mono" fontWeight="semibold" color="gold.fg">
              {info.referral_code}
            </Text>
            <Clipboard.Trigger asChild>
              <IconButton aria-label="คัดลอกรหัสแนะนำเพื่อน" variant="ghost" size="sm">
                <Clipboard.Indicator copied={<Text fontSize="xs">คัดลอกแล้ว</Text>}>
                  <CopyOutlineIcon />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </Flex>
        </Clipboard.Root>
      </LabelRow>
      <LabelRow label="สมาชิกตั้งแต่">
        <Text>{formatThaiDate(info.created_at)}</Text>
      </LabelRow>
    </Stack>
  );
}

function BankAccounts({ info }: { info: UserInfo }) {
  const hasSecondary = info.bank_accounts.some((a) => !a.is_primary);
  // The primary account first.
  const accounts = [...info.bank_accounts].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" m="0" p="0">
        {accounts.map((a) => (
          <BankAccountCard key={a.id} account={a} />
        ))}
      </Stack>
      {hasSecondary ? (
        <Text fontSize="sm" color="fg.muted">
          ต้องการเปลี่ยนบัญชีธนาคาร กรุณาติดต่อแอดมิน
        </Text>
      ) : (
        <Stack gap="3" pt="2">
          <Heading as="h3" size="sm">
            เพิ่มบัญชีธนาคารสำรอง
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            เพิ่มได้ 1 บัญชี ชื่อบัญชีต้องตรงกับชื่อสมาชิก หากต้องการเปลี่ยนภายหลังกรุณาติดต่อแอดมิน
          </Text>
          <SubBankAccountForm accountName={`${info.first_name} ${info.last_name}`} />
        </Stack>
      )}
    </Stack>
  );
}

export function ProfilePage() {
  return (
    <Container py={{ base: '4', sm: '8' }} maxW="1100px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb={{ base: '4', sm: '6' }}>
        ข้อมูลส่วนตัว
      </Heading>
      <QueryBoundary
        fallback={
          <Stack gap="4">
            <Skeleton h="64" rounded="2xl" />
            <Skeleton h="48" rounded="2xl" />
          </Stack>
        }
      >
        <Profile />
      </QueryBoundary>
    </Container>
  );
}

function Profile() {
  const info = useSuspenseQuery(userInfoQuery(useStore())).data;
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '4', sm: '6' }} alignItems="start">
      <Stack gap={{ base: '4', sm: '6' }}>
        <Panel title="ข้อมูลสมาชิก">
          <Details info={info} />
        </Panel>
        <Panel title="เปลี่ยนรหัสผ่าน">
          <ChangePasswordForm />
        </Panel>
      </Stack>
      <Stack gap={{ base: '4', sm: '6' }}>
        <Panel title="บัญชีธนาคาร">
          <BankAccounts info={info} />
        </Panel>
        <Panel title="การแจ้งเตือน">
          <Suspense fallback={<Skeleton h="24" rounded="lg" />}>
            <PushSettings />
          </Suspense>
        </Panel>
        <Panel title="บัญชี LINE">
          <LineAccount />
        </Panel>
      </Stack>
    </Grid>
  );
}
