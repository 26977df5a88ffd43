import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { thaiDrawDate } from '@contract/lotto-names';
import { CalendarStarIcon } from '@/components/icons/shell';

/**
 * A date field that reads in the Buddhist era ('16 พฤศจิกายน 2569') whatever the phone's locale: the
 * native date input (its picker, keyboard entry and accessibility) lies transparent over the Thai label.
 */
export function DrawDateInput({
  value,
  max,
  onChange,
  label,
}: {
  value?: string;
  max?: string;
  onChange: (date?: string) => void;
  label: string;
}) {
  return (
    <Box
      position="relative"
      w="full"
      minW="0"
      h="10"
      rounded="md"
      borderWidth="1px"
      borderColor="gold.900"
      bg="bg.subtle"
      _focusWithin={{ borderColor: 'gold.500', boxShadow: '0 0 0 1px var(--gw-colors-gold-500)' }}
    >
      <Flex align="center" justify="space-between" h="full" px="3" gap="2" aria-hidden="true">
        <Text truncate color={value ? 'fg' : 'fg.muted'}>
          {value ? thaiDrawDate(value) : 'ทุกวัน'}
        </Text>
        <CalendarStarIcon size="18" color="var(--gw-colors-gold-400)" />
      </Flex>
      <chakra.input
        type="date"
        aria-label={label}
        value={value ?? ''}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
        onClick={(e) => {
          // Chromium opens the picker only from its own icon; open it from anywhere on the field.
          try {
            e.currentTarget.showPicker?.();
          } catch {
            // showPicker refuses outside a user gesture or in a cross-origin frame: typing still works.
          }
        }}
        position="absolute"
        inset="0"
        w="full"
        h="full"
        opacity="0"
        cursor="pointer"
        css={{ colorScheme: 'dark' }}
      />
    </Box>
  );
}
