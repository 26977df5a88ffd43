import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import type { PollChoice, PollLayout, PollStatsData } from '@contract/polls';

/**
 * The choices as buttons: a 10 x 10 grid of numbers (00-99) or a list with each choice's share.
 * The selected one is pressed (aria-pressed); the winning one, after resolution, is marked.
 */
export function Choices({
  layout,
  choices,
  stats,
  selected,
  winning,
  disabled,
  onSelect,
}: {
  layout: PollLayout;
  choices: PollChoice[];
  stats: PollStatsData | undefined;
  selected: number | null;
  winning: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
}) {
  const share = new Map(stats?.choices.map((c) => [c.choice_id, c]) ?? []);
  const colors = (id: number) => {
    if (winning === id) return { borderColor: 'green.400', bg: 'green.900', color: 'green.100' };
    if (selected === id) return { borderColor: 'gold.400', bg: 'gold.subtle', color: 'gold.fg' };
    return { borderColor: 'border.muted', bg: 'bg.panel', color: 'fg' };
  };
  if (layout === 'grid')
    return (
      <Grid role="group" aria-label="ตัวเลือก" templateColumns="repeat(10, minmax(0, 1fr))" gap={{ base: '1', sm: '2' }}>
        {choices.map((c) => (
          <Box
            asChild
            key={c.id}
            aspectRatio="1"
            rounded="lg"
            borderWidth="2px"
            fontWeight="bold"
            fontSize={{ base: 'sm', sm: 'lg' }}
            cursor={disabled ? 'default' : 'pointer'}
            opacity={disabled && winning !== c.id ? 0.7 : 1}
            _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
            {...colors(c.id)}
          >
            <button
              type="button"
              aria-pressed={selected === c.id}
              disabled={disabled}
              onClick={() => onSelect(c.id)}
              data-testid="poll-choice"
            >
              {c.label}
            </button>
          </Box>
        ))}
      </Grid>
    );
  return (
    <Stack role="group" aria-label="ตัวเลือก" gap="2">
      {choices.map((c) => {
        const s = share.get(c.id);
        return (
          <Box
            asChild
            key={c.id}
            rounded="xl"
            borderWidth="2px"
            px="4"
            py="3"
            textAlign="start"
            cursor={disabled ? 'default' : 'pointer'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '2px' }}
            {...colors(c.id)}
          >
            <button
              type="button"
              aria-pressed={selected === c.id}
              disabled={disabled}
              onClick={() => onSelect(c.id)}
              data-testid="poll-choice"
            >
              <Box display="flex" justifyContent="space-between" gap="3" alignItems="center">
                <Text fontWeight="semibold">{c.label}</Text>
                {s && (
                  <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                    {s.percent}%
                  </Text>
                )}
              </Box>
            </button>
          </Box>
        );
      })}
    </Stack>
  );
}
