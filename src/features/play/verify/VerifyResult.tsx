import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { HouseVerifyData } from '@contract/games';
import { formatMoney } from '@/lib/format';
import { summarizeOutcome } from './summary';

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <Flex align="center" gap="2" fontSize="sm" data-testid={testId} data-ok={ok}>
      <Box
        as="span"
        aria-hidden="true"
        w="22px"
        h="22px"
        rounded="full"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        bg={ok ? 'green.600' : 'red.700'}
        color="white"
        flexShrink={0}
      >
        {ok ? '✓' : '✗'}
      </Box>
      <Text>
        {label}: <b>{ok ? 'ตรงกัน' : 'ไม่ตรงกัน'}</b>
      </Text>
    </Flex>
  );
}

/** The verify answer in Thai: valid or not, each check, and the round as the server recomputed it. */
export function VerifyResult({
  gameId,
  data,
  localHash,
  hash,
}: {
  gameId: string;
  data: HouseVerifyData;
  localHash: string | null;
  hash: string;
}) {
  const summary = data.recomputed ? summarizeOutcome(gameId, data.recomputed.outcome) : null;
  return (
    <Stack
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={data.valid ? 'green.600' : 'red.600'}
      bg={data.valid ? 'green.950' : 'rgba(60,10,10,0.6)'}
      role="status"
      data-testid="verify-result"
    >
      <Text fontSize="lg" fontWeight="bold" color={data.valid ? 'green.300' : 'red.300'}>
        {data.valid ? 'ผลตานี้ถูกต้อง: คำนวณซ้ำได้ตรงกับที่บันทึกไว้' : 'ตรวจสอบไม่ผ่าน'}
      </Text>
      {data.reason && <Text color="red.200">{data.reason}</Text>}
      <Check ok={data.hash_matches} label="SHA-256 ของเซิร์ฟเวอร์ซีดกับแฮชที่แสดงก่อนเล่น" testId="check-hash" />
      {localHash !== null && (
        <Check ok={localHash === hash.trim().toLowerCase()} label="คำนวณแฮชในเบราว์เซอร์ของคุณเอง" testId="check-local-hash" />
      )}
      <Check ok={data.outcome_matches} label="ผลที่คำนวณใหม่กับผลที่บันทึกไว้" testId="check-outcome" />
      {data.recomputed && (
        <Box fontSize="sm" pt="2" borderTopWidth="1px" borderColor="whiteAlpha.200">
          <Text color="fg.muted">ผลที่คำนวณใหม่</Text>
          <Text data-testid="recomputed">
            เดิมพัน {formatMoney(data.recomputed.stake)} บาท · ได้ {formatMoney(data.recomputed.win)} บาท
            {summary ? ` · ${summary}` : ''}
          </Text>
          <Box as="details" mt="2">
            <Box as="summary" cursor="pointer" color="gold.300">
              ดูผลแบบละเอียด (JSON)
            </Box>
            <Box
              as="pre"
              mt="2"
              p="3"
              maxH="240px"
              overflow="auto"
              rounded="md"
              bg="blackAlpha.600"
              fontSize="xs"
              fontFamily="mono"
              whiteSpace="pre-wrap"
              wordBreak="break-all"
            >
              {JSON.stringify(data.recomputed.outcome, null, 2)}
            </Box>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
