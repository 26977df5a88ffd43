import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import type { LottoResult } from '@contract/lotto';
import { SandboxMark } from './ResultMeta';

/** One prize: its Thai label over the number(s), gold on dark, wide-spaced digits. */
function Prize({ label, values, size = 'md', testId }: { label: string; values: string[]; size?: 'sm' | 'md' | 'lg'; testId?: string }) {
  const fontSize = { sm: { base: 'lg', sm: 'xl' }, md: { base: '2xl', sm: '3xl' }, lg: { base: '3xl', sm: '4xl' } }[size];
  return (
    <Box
      textAlign="center"
      bg="blackAlpha.500"
      borderWidth="1px"
      borderColor="gold.900"
      rounded="lg"
      px="2"
      py={size === 'sm' ? '1.5' : '2'}
      minW="0"
    >
      <Text fontSize="xs" color="fg.muted" lineHeight="short">
        {label}
      </Text>
      <Flex justify="center" gap="3" wrap="wrap" data-testid={testId}>
        {values.map((v, i) => (
          <Text
            // Two prizes can carry the same number (front3 ['123', '123']).
            // biome-ignore lint/suspicious/noArrayIndexKey: the order of the prizes is their identity
            key={i}
            as="span"
            fontSize={fontSize}
            fontWeight="bold"
            lineHeight="1.2"
            letterSpacing="0.12em"
            color="gold.300"
            fontVariantNumeric="tabular-nums"
            textShadow="0 0 12px rgba(245, 197, 66, 0.35)"
          >
            {v}
          </Text>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * A draw's result as Thai members read it: 3 ตัวบน and 2 ตัวล่าง first; the government draw adds the
 * first prize and the two front-3 and back-3 prizes, Yeekee the 5-digit number it came from; a result
 * the demo's sandbox made up carries its mark ('ผลจำลอง (ทดสอบ)').
 */
export function ResultBoard({ result, compact, sandboxMark = true }: { result: LottoResult; compact?: boolean; sandboxMark?: boolean }) {
  return (
    <Grid gap="2">
      {/* A made-up result says so wherever it is shown (the results cards show it beside its age instead). */}
      {result.sandbox && sandboxMark && (
        <Flex>
          <SandboxMark />
        </Flex>
      )}
      {result.first_prize && <Prize label="รางวัลที่ 1" values={[result.first_prize]} size={compact ? 'md' : 'lg'} testId="result-first" />}
      {result.yeekee_number && (
        <Prize label="เลขที่ออก" values={[result.yeekee_number]} size={compact ? 'sm' : 'md'} testId="result-yeekee" />
      )}
      <Grid templateColumns="1fr 1fr" gap="2">
        <Prize label="3 ตัวบน" values={[result.top3]} size={compact ? 'md' : 'lg'} testId="result-top3" />
        <Prize label="2 ตัวล่าง" values={[result.bottom2]} size={compact ? 'md' : 'lg'} testId="result-bottom2" />
      </Grid>
      {(result.front3.length > 0 || result.back3.length > 0) && (
        <Grid templateColumns="1fr 1fr" gap="2">
          <Prize label="เลขหน้า 3 ตัว" values={result.front3} size="sm" testId="result-front3" />
          <Prize label="เลขท้าย 3 ตัว" values={result.back3} size="sm" testId="result-back3" />
        </Grid>
      )}
    </Grid>
  );
}
