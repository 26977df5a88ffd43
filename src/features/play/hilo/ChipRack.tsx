import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';

/** Chip colours by position, smallest first. */
const COLOURS = [
  ['#e5e7eb', '#6b7280'],
  ['#fca5a5', '#b91c1c'],
  ['#93c5fd', '#1d4ed8'],
  ['#86efac', '#15803d'],
  ['#d8b4fe', '#7e22ce'],
  ['#fde68a', '#b45309'],
  ['#1f2937', '#030712'],
];

const label = (satang: number) => {
  const baht = satang / 100;
  return baht >= 1000 ? `${baht / 1000}K` : `${baht}`;
};

/** The chip selector: tapping a chip makes it the amount each tap on the table adds. */
export function ChipRack({ chips, value, onChange }: { chips: number[]; value: number; onChange: (satang: number) => void }) {
  return (
    <Flex gap={{ base: '1.5', md: '2' }} justify="center" role="radiogroup" aria-label="เลือกชิป">
      {chips.map((chip, i) => {
        const [light, dark] = COLOURS[i % COLOURS.length];
        const selected = chip === value;
        return (
          <chakra.button
            type="button"
            key={chip}
            role="radio"
            aria-checked={selected}
            aria-label={`ชิป ${(chip / 100).toLocaleString('th-TH')} บาท`}
            onClick={() => onChange(chip)}
            w={{ base: '44px', md: '50px' }}
            h={{ base: '44px', md: '50px' }}
            rounded="full"
            flexShrink={0}
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="xs"
            fontWeight="bold"
            color={i === 6 ? '#fce588' : '#111'}
            bg={`radial-gradient(circle, ${light} 0%, ${light} 48%, ${dark} 50%, ${dark} 62%, ${light} 64%, ${dark} 100%)`}
            borderWidth="3px"
            borderStyle="dashed"
            borderColor={i === 6 ? '#f5c542' : 'white'}
            boxShadow={selected ? '0 0 0 3px #f5c542, 0 6px 14px rgba(0,0,0,0.6)' : '0 3px 6px rgba(0,0,0,0.5)'}
            transform={selected ? 'translateY(-4px)' : undefined}
            transition="transform 0.12s, box-shadow 0.12s"
            data-testid={`hilo-chip-value-${chip / 100}`}
          >
            {label(chip)}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
