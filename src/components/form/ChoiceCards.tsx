import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Choice = { value: string; label: string; content: ReactNode };

type Props = { name: string; legend: string; value: string; onChange: (value: string) => void; options: Choice[]; error?: string };

/**
 * One choice among a few cards (bank accounts): native radio inputs, so keyboards and screen readers
 * work as usual, drawn as large touch targets.
 */
export function ChoiceCards({ name, legend, value, onChange, options, error }: Props) {
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" color="fg.muted" mb="1.5">
        {legend}
      </Text>
      <Stack gap="2" role="radiogroup" aria-label={legend}>
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <Flex
              as="label"
              key={o.value}
              align="center"
              gap="3"
              p="3"
              rounded="xl"
              cursor="pointer"
              bg={checked ? 'gold.subtle' : 'bg.muted'}
              borderWidth="2px"
              borderColor={checked ? 'gold.solid' : 'border.muted'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                aria-label={o.label}
                onChange={() => onChange(o.value)}
                style={{ accentColor: '#f5c542', width: 18, height: 18, flexShrink: 0 }}
              />
              <Box flex="1" minW="0">
                {o.content}
              </Box>
            </Flex>
          );
        })}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" mt="1.5" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
