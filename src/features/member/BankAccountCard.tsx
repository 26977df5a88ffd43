import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { MemberBankAccount } from '@contract/account';
import { bankByCode } from '@contract/banks';
import { maskAccountNumber } from '@/lib/mask';

/** One of the member's bank accounts: bank in Thai, masked number, name, primary or secondary. */
export function BankAccountCard({ account }: { account: MemberBankAccount }) {
  const bank = bankByCode(account.bank_code);
  return (
    <Flex as="li" gap="3" align="center" p="4" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border.muted" listStyleType="none">
      <Box
        flexShrink={0}
        w="10"
        h="10"
        rounded="full"
        bg={bank?.color ?? 'gray.600'}
        color="white"
        fontSize="2xs"
        fontWeight="bold"
        display="flex"
        alignItems="center"
        justifyContent="center"
        aria-hidden="true"
      >
        {bank?.short ?? account.bank_code}
      </Box>
      <Stack gap="0" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{bank?.nameTh ?? account.bank_name}</Text>
          <Badge colorPalette={account.is_primary ? 'gold' : 'green'} variant="subtle">
            {account.is_primary ? 'บัญชีหลัก' : 'บัญชีสำรอง'}
          </Badge>
        </Flex>
        <Text fontFamily="mono" letterSpacing="wider">
          {maskAccountNumber(account.account_number)}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {account.account_name}
        </Text>
      </Stack>
    </Flex>
  );
}
