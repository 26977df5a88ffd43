import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { MemberBankAccount } from '@contract/account';
import { bankByCode } from '@contract/banks';
import type { PayAgentBankAccount, PayTrueMoneyAccount } from '@contract/payments';
import type { ReactNode } from 'react';
import { BankBadge } from '@/components/BankBadge';
import { CopyButton } from '@/components/CopyButton';
import { digitsOnly, formatAccountNumber, formatPhone, TRUEMONEY_BADGE } from '@/lib/account-format';
import { maskAccountNumber } from '@/lib/mask';

function CardShell({ children, label, highlight }: { children: ReactNode; label: string; highlight?: boolean }) {
  return (
    <Flex
      as="li"
      aria-label={label}
      listStyleType="none"
      gap="3"
      align="center"
      p={{ base: '3', sm: '4' }}
      rounded="xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor={highlight ? 'gold.border' : 'border.muted'}
    >
      {children}
    </Flex>
  );
}

/** The number to pay to in large digits with its copy button. */
function NumberWithCopy({ shown, value, what }: { shown: string; value: string; what: string }) {
  return (
    <Flex align="center" gap="2" wrap="wrap" justify="space-between">
      <Text fontFamily="mono" fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="bold" letterSpacing="wider" color="gold.fg">
        {shown}
      </Text>
      <CopyButton value={value} label={`คัดลอก${what} ${shown}`} />
    </Flex>
  );
}

/** One of the agent's bank accounts to transfer to: logo badge, Thai bank name, number with copy, name. */
export function PayToBankCard({ account }: { account: PayAgentBankAccount }) {
  return (
    <CardShell label={`${account.bank_name} ${formatAccountNumber(account.account_number)}`} highlight>
      <BankBadge short={account.bank_short} color={account.bank_color} />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold">{account.bank_name}</Text>
        <NumberWithCopy shown={formatAccountNumber(account.account_number)} value={digitsOnly(account.account_number)} what="เลขบัญชี" />
        <Text fontSize="sm" color="fg.muted">
          ชื่อบัญชี {account.account_name}
        </Text>
      </Stack>
    </CardShell>
  );
}

/** One of the agent's TrueMoney wallets to transfer to. */
export function PayToTrueMoneyCard({ account }: { account: PayTrueMoneyAccount }) {
  return (
    <CardShell label={`ทรูมันนี่ วอลเล็ท ${formatPhone(account.phone)}`} highlight>
      <BankBadge short={TRUEMONEY_BADGE.short} color={TRUEMONEY_BADGE.color} />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold">ทรูมันนี่ วอลเล็ท</Text>
        <NumberWithCopy shown={formatPhone(account.phone)} value={digitsOnly(account.phone)} what="เบอร์วอลเล็ท" />
        <Text fontSize="sm" color="fg.muted">
          ชื่อบัญชี {account.account_name}
        </Text>
      </Stack>
    </CardShell>
  );
}

/** The member's own registered account that the transfer must come from (number masked on screen). */
export function PayFromBankCard({ account }: { account: MemberBankAccount }) {
  const bank = bankByCode(account.bank_code);
  return (
    <CardShell label={`${bank?.nameTh ?? account.bank_name} ${maskAccountNumber(account.account_number)}`}>
      <BankBadge short={bank?.short ?? account.bank_code} color={bank?.color ?? '#4a5568'} size="10" />
      <Box flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{bank?.nameTh ?? account.bank_name}</Text>
          <Badge colorPalette={account.is_primary ? 'gold' : 'green'} variant="subtle" size="sm">
            {account.is_primary ? 'บัญชีหลัก' : 'บัญชีสำรอง'}
          </Badge>
        </Flex>
        <Text fontFamily="mono" letterSpacing="wider">
          {maskAccountNumber(account.account_number)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {account.account_name}
        </Text>
      </Box>
    </CardShell>
  );
}

/** The member's registered phone, the only TrueMoney wallet a transfer may come from. */
export function PayFromPhoneCard({ phone }: { phone: string }) {
  return (
    <CardShell label={`ทรูมันนี่ วอลเล็ท ${formatPhone(phone)}`}>
      <BankBadge short={TRUEMONEY_BADGE.short} color={TRUEMONEY_BADGE.color} size="10" />
      <Box flex="1" minW="0">
        <Text fontWeight="semibold">วอลเล็ทเบอร์ที่สมัครสมาชิก</Text>
        <Text fontFamily="mono" letterSpacing="wider">
          {formatPhone(phone)}
        </Text>
      </Box>
    </CardShell>
  );
}
