import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PaymentChannel, PaymentChannelType } from '@contract/payments';
import { type ComponentType, createElement, type KeyboardEvent } from 'react';
import { BankOutlineIcon, QrOutlineIcon, TrueMoneyOutlineIcon } from '@/components/icons/outline';
import type { IconProps } from '@/components/icons/svg';
import { formatNumber } from '@/lib/format';

const CHANNEL_ICONS: Record<PaymentChannelType, ComponentType<IconProps>> = {
  bank: BankOutlineIcon,
  truemoney: TrueMoneyOutlineIcon,
  promptpay_qr: QrOutlineIcon,
};

/** Short tab names (the channel's full Thai name heads its panel). */
const CHANNEL_TAB_LABELS: Record<PaymentChannelType, string> = {
  bank: 'โอนผ่านธนาคาร',
  truemoney: 'ทรูมันนี่',
  promptpay_qr: 'QR พร้อมเพย์',
};

export const tabId = (type: PaymentChannelType) => `deposit-tab-${type}`;
export const panelId = (type: PaymentChannelType) => `deposit-panel-${type}`;
const closedId = (type: PaymentChannelType) => `deposit-closed-${type}`;

type Props = { channels: PaymentChannel[]; selected: PaymentChannelType; onSelect: (type: PaymentChannelType) => void };

/**
 * The deposit channels as large tabs (touch-first): icon, short name, the amount range or "closed";
 * under them, why each closed channel is closed (too long for a narrow tab; it describes the tab).
 */
export function ChannelTabs({ channels, selected, onSelect }: Props) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const open = channels.filter((c) => c.enabled);
    const i = open.findIndex((c) => c.type === selected);
    const next = open[(i + (e.key === 'ArrowRight' ? 1 : open.length - 1)) % open.length];
    if (next) {
      onSelect(next.type);
      document.getElementById(tabId(next.type))?.focus();
    }
  };
  const closed = channels.filter((c) => !c.enabled && c.closed_reason);
  return (
    <Stack gap="2">
      <SimpleGrid role="tablist" aria-label="ช่องทางการฝากเงิน" columns={channels.length} gap={{ base: '2', sm: '3' }} onKeyDown={onKeyDown}>
        {channels.map((c) => {
          const active = c.type === selected;
          return (
            <Box
              asChild
              key={c.id}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              px="2"
              py={{ base: '3', sm: '4' }}
              rounded="xl"
              borderWidth="2px"
              borderColor={active ? 'gold.solid' : 'border.muted'}
              bg={active ? 'gold.subtle' : 'bg.panel'}
              color={active ? 'gold.fg' : 'fg'}
              cursor={c.enabled ? 'pointer' : 'not-allowed'}
              opacity={c.enabled ? 1 : 0.5}
              transition="background 0.2s, border-color 0.2s"
              _hover={c.enabled && !active ? { borderColor: 'gold.border' } : undefined}
              _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
            >
              <button
                id={tabId(c.type)}
                role="tab"
                type="button"
                aria-selected={active}
                aria-controls={panelId(c.type)}
                tabIndex={active ? 0 : -1}
                disabled={!c.enabled}
                aria-describedby={!c.enabled && c.closed_reason ? closedId(c.type) : undefined}
                onClick={() => onSelect(c.type)}
              >
                {createElement(CHANNEL_ICONS[c.type])}
                <Text fontWeight="semibold" fontSize={{ base: 'sm', sm: 'md' }} textAlign="center" lineHeight="short">
                  {CHANNEL_TAB_LABELS[c.type]}
                </Text>
                {c.enabled ? (
                  <Text fontSize="xs" color="fg.muted" textAlign="center">
                    ขั้นต่ำ {formatNumber(c.min_amount, 0)} บาท
                  </Text>
                ) : (
                  <Badge colorPalette="red" variant="subtle" size="sm">
                    ปิดชั่วคราว
                  </Badge>
                )}
              </button>
            </Box>
          );
        })}
      </SimpleGrid>
      {closed.length > 0 && (
        <Stack as="ul" gap="1" m="0" p="0" listStyleType="none" aria-label="ช่องทางที่ปิดชั่วคราว">
          {closed.map((c) => (
            <Text as="li" key={c.id} id={closedId(c.type)} fontSize="xs" color="fg.muted" lineHeight="short">
              <Text as="span" fontWeight="semibold" color="fg">
                {CHANNEL_TAB_LABELS[c.type]}:
              </Text>{' '}
              {c.closed_reason}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
