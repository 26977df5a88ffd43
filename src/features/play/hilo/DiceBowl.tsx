import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../motion';
import { Die } from './Die';
import { type Dice, resultTags } from './table';

/** While rolling, the faces change this often (decorative: the result comes from the server). */
const TUMBLE_MS = 90;

/** The dice plate: three dice tumbling while the roll is asked for, then the result and its tags. */
export function DiceBowl({ dice, rolling }: { dice: Dice | null; rolling: boolean }) {
  const [faces, setFaces] = useState<Dice>(dice ?? [1, 2, 3]);
  useEffect(() => {
    if (!rolling) {
      if (dice) setFaces(dice);
      return;
    }
    // Under reduced motion the dice wait still, without flickering faces.
    if (prefersReducedMotion()) return;
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      setFaces([((n * 5) % 6) + 1, ((n * 7 + 2) % 6) + 1, ((n * 11 + 4) % 6) + 1]);
    }, TUMBLE_MS);
    return () => clearInterval(timer);
  }, [rolling, dice]);

  return (
    <Flex direction="column" align="center" gap="2">
      <Box
        className="hilo-bowl"
        data-rolling={rolling}
        position="relative"
        w={{ base: '210px', md: '260px' }}
        h={{ base: '104px', md: '130px' }}
        rounded="50%"
        bg="radial-gradient(ellipse at 50% 40%, #1e7a46 0%, #0f5c31 45%, #073b1f 100%)"
        borderWidth="5px"
        borderColor="#c9971c"
        boxShadow="0 0 0 2px #5c3b06, 0 10px 30px rgba(0,0,0,0.6), inset 0 6px 18px rgba(0,0,0,0.55)"
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap={{ base: '2', md: '3' }}
        data-testid="hilo-dice"
        aria-busy={rolling}
        aria-label={rolling ? 'กำลังทอยลูกเต๋า' : dice ? `ผล ${dice.join(' ')}` : 'ลูกเต๋า'}
        role="img"
      >
        {faces.map((v, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed dice
            key={`${i}-${rolling ? 'r' : dice?.join('')}`}
            className="hilo-die"
            data-rolling={rolling}
            filter="drop-shadow(0 4px 3px rgba(0,0,0,0.55))"
            mt={i === 1 ? { base: '-22px', md: '-28px' } : '8px'}
          >
            <Die value={v} size="clamp(40px, 12vw, 54px)" decorative />
          </Box>
        ))}
      </Box>
      <Flex gap="1.5" minH="26px" aria-live="polite" data-testid="hilo-result">
        {dice && !rolling
          ? resultTags(dice).map((tag, i) => (
              <Text
                key={tag}
                px="2.5"
                py="0.5"
                rounded="full"
                fontSize="sm"
                fontWeight="bold"
                bg={
                  i === 0
                    ? 'gold.500'
                    : tag === 'สูง'
                      ? 'red.600'
                      : tag === 'ต่ำ'
                        ? 'blue.600'
                        : tag === 'ตอง'
                          ? 'purple.600'
                          : 'whiteAlpha.200'
                }
                color={i === 0 ? '#2e1d03' : 'white'}
              >
                {i === 0 ? `รวม ${tag}` : tag}
              </Text>
            ))
          : !rolling && (
              <Text fontSize="sm" color="fg.muted">
                วางชิปบนโต๊ะแล้วกดทอย
              </Text>
            )}
      </Flex>
    </Flex>
  );
}
