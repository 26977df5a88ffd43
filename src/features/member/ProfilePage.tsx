import { Box, Button, Clipboard, Container, Flex, Grid, Heading, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UserInfo } from '@contract/account';
import type { ReactNode } from 'react';
import { isoToThaiLongDate } from '@/features/auth/form';
import { formatThaiDate } from '@/lib/format';
import { BankAccountCard } from './BankAccountCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { icons } from './icons';
import { maskPhone } from './mask';
import { useUserInfo } from './queries';
import { SubBankAccountForm } from './SubBankAccountForm';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '4', sm: '6' }}
    >
      <Heading as="h2" size="md" mb="4" color="gold.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="4"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

function Details({ info }: { info: UserInfo }) {
  return (
    <Stack gap="0">
      <Row label="ชื่อ-นามสกุล">
        <Text>
          {info.first_name} {info.last_name}
        </Text>
      </Row>
      <Row label="เบอร์โทรศัพท์">
        <Text>{maskPhone(info.phone)}</Text>
      </Row>
      <Row label="LINE ID">
        <Text>{info.line_id || '-'}</Text>
      </Row>
      <Row label="วันเกิด">
        <Text>{isoToThaiLongDate(info.date_of_birth)}</Text>
      </Row>
      <Row label="รหัสแนะนำเพื่อน">
        <Clipboard.Root value={info.referral_code} timeout={1500}>
          <Flex align="center" gap="1" justify="flex-end">
            <Text fontFamily="mono" fontWeight="semibold" color="gold.fg">
              {info.referral_code}
            </Text>
            <Clipboard.Trigger asChild>
              <IconButton aria-label="คัดลอกรหัสแนะนำเพื่อน" variant="ghost" size="sm">
                <Clipboard.Indicator copied={<Text fontSize="xs">คัดลอกแล้ว</Text>}>{icons.copy}</Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </Flex>
        </Clipboard.Root>
      </Row>
      <Row label="สมาชิกตั้งแต่">
        <Text>{formatThaiDate(info.created_at)}</Text>
      </Row>
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
  const info = useUserInfo();
  return (
    <Container py={{ base: '4', sm: '8' }} maxW="1100px">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} mb={{ base: '4', sm: '6' }}>
        ข้อมูลส่วนตัว
      </Heading>
      {info.data ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '4', sm: '6' }} alignItems="start">
          <Stack gap={{ base: '4', sm: '6' }}>
            <Panel title="ข้อมูลสมาชิก">
              <Details info={info.data} />
            </Panel>
            <Panel title="เปลี่ยนรหัสผ่าน">
              <ChangePasswordForm />
            </Panel>
          </Stack>
          <Panel title="บัญชีธนาคาร">
            <BankAccounts info={info.data} />
          </Panel>
        </Grid>
      ) : info.isError ? (
        <Stack align="center" gap="3" py="10">
          <Text color="fg.error">โหลดข้อมูลไม่สำเร็จ</Text>
          <Button colorPalette="gold" onClick={() => info.refetch()}>
            ลองใหม่
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Skeleton h="64" rounded="2xl" />
          <Skeleton h="48" rounded="2xl" />
        </Stack>
      )}
    </Container>
  );
}
