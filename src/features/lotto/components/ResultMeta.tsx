import { Box, Flex, Text } from '@chakra-ui/react';
import { resultAgeText, SANDBOX_RESULT_MARK } from '@contract/lotto-names';
import { thaiShortDateTime } from '@contract/thai-calendar';
import { useEffect, useState } from 'react';

/** The current time, moved on every `everyMs` so relative times stay true while a page stays open. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The mark on a result the demo's sandbox made up ('ผลจำลอง (ทดสอบ)'): never mistaken for a real draw. */
export function SandboxMark() {
  return (
    <Box
      as="span"
      data-testid="result-sandbox"
      display="inline-flex"
      alignItems="center"
      h="18px"
      px="1.5"
      rounded="sm"
      fontSize="11px"
      lineHeight="18px"
      fontWeight="semibold"
      whiteSpace="nowrap"
      color="orange.300"
      bg="rgba(251, 146, 60, 0.15)"
      boxShadow="inset 0 0 0 1px rgba(251, 146, 60, 0.45)"
    >
      {SANDBOX_RESULT_MARK}
    </Box>
  );
}

/**
 * How old a result is: 'ออกผลเมื่อ 2 ชั่วโมงที่แล้ว' with the Buddhist-era date and time beside it, and
 * the sandbox mark first on a made-up result. One 18 px line where it fits (the page the server
 * writes, server/plugins/static-results.ts, draws the same row), the date wrapping under it where not.
 */
export function ResultMeta({ resultedAt, sandbox }: { resultedAt: string; sandbox?: boolean }) {
  const now = useNow(60_000);
  return (
    <Flex wrap="wrap" align="center" columnGap="2" rowGap="1" fontSize="xs" lineHeight="18px" color="fg.muted" data-testid="result-meta">
      {sandbox && <SandboxMark />}
      <Text asChild fontSize="xs" lineHeight="18px" whiteSpace="nowrap">
        <time dateTime={resultedAt} data-testid="result-age">
          {resultAgeText(resultedAt, now)}
        </time>
      </Text>
      <Text as="span" fontSize="xs" lineHeight="18px" whiteSpace="nowrap" data-testid="result-at">
        ({thaiShortDateTime(resultedAt)} น.)
      </Text>
    </Flex>
  );
}
