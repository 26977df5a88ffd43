import { Box, Button, Flex, Grid, Input } from '@chakra-ui/react';

type Props = {
  /** The digits typed so far. */
  value: string;
  /** How many digits make a number. */
  length: number;
  onChange: (value: string) => void;
  /** Called with the number once it has `length` digits (the caller adds it and clears); without it the pad just stops at `length`. */
  onComplete?: (value: string) => void;
  /** What the number is, for assistive technology and the desktop input. */
  label: string;
  disabled?: boolean;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Typing numbers fast: big on-screen keys for a thumb on a 375 px phone, and a plain input for a
 * desktop keyboard (the system keyboard would cover half a phone's screen, so it only shows from 960 px).
 */
export function NumberPad({ value, length, onChange, onComplete, label, disabled }: Props) {
  const set = (next: string) => {
    const digits = next.replace(/\D/g, '').slice(0, length);
    if (digits.length === length && onComplete) onComplete(digits);
    else onChange(digits);
  };
  const key = (children: string, onClick: () => void, aria?: string, muted?: boolean) => (
    <Button
      key={aria ?? children}
      type="button"
      aria-label={aria}
      onClick={onClick}
      disabled={disabled}
      h={{ base: '14', md: '12' }}
      fontSize="2xl"
      fontWeight="semibold"
      rounded="xl"
      variant={muted ? 'subtle' : 'outline'}
      colorPalette={muted ? 'gray' : 'gold'}
      bg={muted ? undefined : 'bg.muted'}
      color={muted ? 'fg.muted' : 'fg'}
      borderColor="border.muted"
      _active={{ transform: 'scale(0.96)' }}
    >
      {children}
    </Button>
  );
  return (
    <Box>
      <Flex justify="center" gap="2" mb="3" aria-hidden="true">
        {Array.from({ length }, (_, i) => (
          <Flex
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={i}
            w={{ base: '12', md: '14' }}
            h={{ base: '14', md: '16' }}
            align="center"
            justify="center"
            rounded="xl"
            borderWidth="2px"
            borderColor={i === value.length ? 'gold.solid' : 'gold.900'}
            bg="bg.muted"
            fontSize="3xl"
            fontWeight="bold"
            color="gold.fg"
            fontVariantNumeric="tabular-nums"
          >
            {value[i] ?? ''}
          </Flex>
        ))}
      </Flex>
      <Input
        display={{ base: 'none', md: 'block' }}
        mb="3"
        size="lg"
        textAlign="center"
        fontSize="xl"
        letterSpacing="0.3em"
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        aria-label={label}
        placeholder={'0'.repeat(length)}
        value={value}
        disabled={disabled}
        onChange={(e) => set(e.target.value)}
      />
      <Grid templateColumns="repeat(3, 1fr)" gap="2" role="group" aria-label={`แป้นตัวเลข ${label}`}>
        {KEYS.map((d) => key(d, () => set(value + d)))}
        {key('ล้าง', () => onChange(''), 'ล้างเลข', true)}
        {key('0', () => set(`${value}0`))}
        {key('⌫', () => onChange(value.slice(0, -1)), 'ลบตัวเลข', true)}
      </Grid>
    </Box>
  );
}
