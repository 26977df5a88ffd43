import { Alert, Box, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACT_POSITION } from '@contract/lotto-names';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { formatNumber } from '@/lib/format';
import { yeekeeApi } from './api';
import { proofText, recompute, sha256Hex } from './proof';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box bg="bg.muted" rounded="lg" px="3" py="2" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The decided round's result with its proof (docs/lotto.md "Yeekee"): shot count, sum, the subtracted
 * 16th shot from the last, the number, the SHA-256 of the published list, and a check made here in the
 * browser that the list gives the same digest and the same number.
 */
export function YeekeeProof({ roundId }: { roundId: number }) {
  return (
    <QueryBoundary fallback={<Spinner />}>
      <Proof roundId={roundId} />
    </QueryBoundary>
  );
}

function Proof({ roundId }: { roundId: number }) {
  const lists = useSuspenseQuery({
    queryKey: ['lotto', 'yeekee', 'lists', roundId],
    queryFn: () => yeekeeApi.lists(roundId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const text = proofText(lists.data.shots);
  const check = useQuery({
    queryKey: ['lotto', 'yeekee', 'check', roundId, lists.data.proof.sha256],
    queryFn: async () => {
      const data = lists.data;
      const digest = await sha256Hex(text);
      const again = recompute(data.shots);
      return {
        digest,
        digestOk: digest === data.proof.sha256,
        numberOk: data.proof.number === null || (again.number === data.proof.number && again.sum === data.proof.sum),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  const { proof, round } = lists.data;
  const result = round.result;
  const c = check.data;
  return (
    <Box
      as="section"
      aria-label="ผลและหลักฐานการคำนวณ"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="gold.800"
      rounded="2xl"
      p={{ base: '4', sm: '5' }}
    >
      <Heading as="h2" size="md" color="gold.fg" mb="3">
        ผลรอบนี้และวิธีคำนวณ
      </Heading>
      {proof.number === null ? (
        <Alert.Root status="warning" rounded="lg" mb="3">
          <Alert.Indicator />
          <Alert.Title>
            ยอดยิงเลข {proof.shot_count} ครั้ง ไม่ถึง {YEEKEE_MIN_SHOTS} ครั้ง จึงยกเลิกรอบนี้และคืนเงินทุกโพย
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Flex direction="column" align="center" mb="4">
          <Text fontSize="sm" color="fg.muted">
            เลขออก
          </Text>
          <Text fontSize="5xl" fontWeight="bold" color="gold.fg" letterSpacing="0.15em" data-testid="yeekee-number">
            {proof.number}
          </Text>
          {result && (
            <Text fontSize="sm">
              3 ตัวบน <b>{result.top3}</b> · 2 ตัวล่าง <b>{result.bottom2}</b>
            </Text>
          )}
        </Flex>
      )}
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="2">
        <Fact label="จำนวนครั้งที่ยิง" value={formatNumber(proof.shot_count, 0)} testId="yeekee-proof-count" />
        <Fact label="ผลรวมทุกเลข" value={proof.sum === null ? '-' : formatNumber(proof.sum, 0)} />
        <Fact
          label={`เลขลำดับที่ ${YEEKEE_SUBTRACT_POSITION} จากท้าย`}
          value={proof.subtracted ? `${proof.subtracted.number} (ลำดับ ${proof.subtracted.seq})` : '-'}
        />
        <Fact label="เลขออก" value={proof.number ?? '-'} />
      </Grid>
      {proof.number !== null && proof.sum !== null && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          วิธีคำนวณ: นำเลขที่ยิงทั้งหมด {formatNumber(proof.shot_count, 0)} ครั้งมารวมกันได้ {formatNumber(proof.sum, 0)} ลบด้วยเลขที่ยิงเป็นลำดับที่{' '}
          {YEEKEE_SUBTRACT_POSITION} นับจากเลขสุดท้าย ({proof.subtracted?.number ?? '0'}) แล้วเอา 5 หลักสุดท้าย (เศษจากการหารด้วย 100,000) ได้เลขออก{' '}
          {proof.number} — 3 ตัวบนคือ 3 หลักท้าย และ 2 ตัวล่างคือ 2 หลักแรก
        </Text>
      )}
      <Stack gap="1" mt="4">
        <Text fontSize="sm" fontWeight="bold">
          SHA-256 ของรายการยิงเลขทั้งหมด
        </Text>
        <Box
          as="code"
          display="block"
          wordBreak="break-all"
          fontFamily="mono"
          fontSize="xs"
          p="2"
          bg="bg.subtle"
          rounded="md"
          data-testid="yeekee-sha256"
        >
          {proof.sha256}
        </Box>
        <Text fontSize="xs" color="fg.muted">
          ค่านี้คำนวณจากรายการด้านล่าง บรรทัดละหนึ่งครั้งที่ยิง ในรูปแบบ ลำดับ|เลข|เวลา (UTC) เรียงตามลำดับ ใครก็ตรวจสอบได้ด้วยโปรแกรม SHA-256 ทั่วไป
          หากรายการถูกแก้ไขแม้แต่ตัวเดียว ค่าจะไม่ตรงกัน
        </Text>
        {c && (
          <Text
            fontSize="sm"
            color={c.digest === undefined ? 'fg.muted' : c.digestOk && c.numberOk ? 'green.fg' : 'fg.error'}
            data-testid="yeekee-proof-check"
          >
            {c.digest === undefined
              ? 'เบราว์เซอร์นี้ตรวจสอบ SHA-256 ให้ไม่ได้ (ต้องใช้การเชื่อมต่อแบบ HTTPS)'
              : c.digestOk && c.numberOk
                ? 'ตรวจสอบในเครื่องของคุณแล้ว: SHA-256 และเลขออกตรงกับรายการที่เผยแพร่'
                : 'ตรวจสอบแล้วไม่ตรงกัน กรุณาติดต่อเจ้าหน้าที่'}
          </Text>
        )}
      </Stack>
      <Box as="details" mt="3">
        <Box as="summary" cursor="pointer" fontSize="sm" color="gold.fg">
          ดูรายการยิงเลขทั้งหมด ({formatNumber(proof.shot_count, 0)} รายการ)
        </Box>
        <Box as="pre" mt="2" p="2" bg="bg.subtle" rounded="md" fontSize="xs" maxH="72" overflow="auto" data-testid="yeekee-proof-list">
          {text}
        </Box>
      </Box>
    </Box>
  );
}
