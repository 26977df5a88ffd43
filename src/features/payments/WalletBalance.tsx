import { Flex, IconButton, Text } from '@chakra-ui/react';
import { RefreshOutlineIcon } from '@/components/icons/outline';
import { TOAST_MS, toaster } from '@/components/toaster';
import { totalBalance, useWallets } from '@/features/member';
import { formatMoney } from '@/lib/format';

/**
 * The member's balance on the money pages, whose slim layout has no member panel. It reads the same
 * wallets query as the panel, so a credit that invalidates it shows here and there without a reload.
 */
export function WalletBalance() {
  const wallets = useWallets();
  const refresh = async () => {
    const result = await wallets.refetch();
    if (result.isError) {
      toaster.create({ type: 'error', title: 'อัปเดตยอดเงินไม่สำเร็จ', description: result.error.message, duration: TOAST_MS });
    }
  };
  const shown = wallets.data ? formatMoney(totalBalance(wallets.data)) : wallets.isError ? '-' : '…';
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      rounded="xl"
      pl="4"
      pr="1"
      py="1.5"
    >
      <Text fontSize="sm" color="fg.muted">
        ยอดเงินคงเหลือ
      </Text>
      <Flex align="center" gap="1">
        <Text fontWeight="bold" color="gold.fg" fontSize="lg" data-testid="wallet-balance" aria-live="polite">
          ฿ {shown}
        </Text>
        <IconButton aria-label="อัปเดตยอดเงิน" variant="ghost" size="sm" color="gold.fg" loading={wallets.isFetching} onClick={refresh}>
          <RefreshOutlineIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
