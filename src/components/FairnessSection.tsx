import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { type ReactNode, useId, useState } from 'react';

/** The one title members know the proof by, on every page that has one. */
export const FAIRNESS_TITLE = 'ตรวจสอบความยุติธรรม';

/**
 * The provably-fair proof of a draw (seeds, hashes, HMAC-SHA256, nonces), folded away under
 * "ตรวจสอบความยุติธรรม" (docs/engagement.md "Fairness on the member pages"): a member comes for the
 * prize, not the cryptography, so the page leads with the game and whoever wants to check opens this.
 * Closed at first; the proof mounts only when opened (its reads wait until then). `summary` is the
 * one plain line shown while it is closed.
 */
export function FairnessSection({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Box
      as="section"
      aria-label={FAIRNESS_TITLE}
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      minW="0"
      data-testid="fairness-section"
    >
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        w="full"
        textAlign="start"
        px={{ base: '4', sm: '6' }}
        py="4"
        cursor="pointer"
        rounded="2xl"
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.400', outlineOffset: '-2px' }}
      >
        <Box minW="0">
          <Text as="span" display="block" fontWeight="semibold" fontSize="md" color="gold.fg">
            {FAIRNESS_TITLE}
          </Text>
          {summary && !open && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="0.5">
              {summary}
            </Text>
          )}
        </Box>
        <Box
          as="span"
          aria-hidden
          color="gold.fg"
          fontSize="lg"
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.2s"
        >
          ▾
        </Box>
      </chakra.button>
      {open && (
        <Box id={panel} px={{ base: '4', sm: '6' }} pb={{ base: '4', sm: '6' }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
