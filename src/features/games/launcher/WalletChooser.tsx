import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Wallet } from '@contract/account';
import { WalletIcon } from '@/components/icons/games';
import { formatBaht } from '@/lib/format';
import { MAIN_WALLET_TYPE } from './wallets';

/** The launcher's first step for a real game when more than one wallet can play (docs/product.md "Game launcher"). */
export function WalletChooser({ wallets, onChoose }: { wallets: Wallet[]; onChoose: (wallet: Wallet) => void }) {
  return (
    <Stack gap="4" w="full" maxW="md" mx="auto" px="4" py={{ base: '6', md: '10' }}>
      <Box textAlign="center">
        <Heading as="h2" size="lg" color="gold.400" id="wallet-chooser">
          เลือกกระเป๋าเงิน
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          เลือกกระเป๋าที่จะใช้เล่นเกมนี้ ยอดเงินจะเปลี่ยนตามผลการเล่นของท่าน
        </Text>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="wallet-chooser">
        {wallets.map((w) => (
          <li key={w.id}>
            <Button
              data-testid={`wallet-option-${w.id}`}
              onClick={() => onChoose(w)}
              variant="outline"
              colorPalette="gold"
              w="full"
              h="auto"
              py="4"
              px="4"
              justifyContent="space-between"
              bg="bg.subtle"
              borderColor={w.wallet_type_id === MAIN_WALLET_TYPE ? 'gold.600' : 'border'}
              _hover={{ bg: 'bg.emphasized' }}
            >
              <Flex align="center" gap="3" minW="0">
                <Box color="gold.400" fontSize="2xl">
                  <WalletIcon />
                </Box>
                <Text fontWeight="500" color="fg" truncate>
                  {w.wallet_name}
                </Text>
              </Flex>
              <Text fontWeight="700" color="gold.400" fontSize="lg">
                {formatBaht(w.balance)}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
