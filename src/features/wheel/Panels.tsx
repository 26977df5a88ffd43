import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { lazy } from '@contract/lazy';
import type { WheelConfigV2Data, WheelSpinView, WheelVerifyData } from '@contract/wheel';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FairnessSection } from '@/components/FairnessSection';
import { Panel } from '@/components/Panel';
import { TOAST_MS, toaster } from '@/components/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatThaiDate } from '@/lib/format';
import { wheelApi } from './api';
import { wheelHistoryQuery, wheelKeys, wheelWinnersQuery } from './queries';

const percent = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }));

const Cell = chakra('td', { base: { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.muted', fontSize: 'sm' } });
const Head = chakra('th', { base: { px: '2', py: '1.5', textAlign: 'start', fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold' } });

/** The published probabilities: every segment, its prize and chance, the total and the expected value. */
export function OddsTable({ config }: { config: WheelConfigV2Data }) {
  const total = config.slots.reduce((s, x) => s + x.probability, 0);
  return (
    <Panel title="โอกาสได้รับรางวัล">
      <Box overflowX="auto">
        <chakra.table w="full" aria-label="โอกาสได้รับรางวัลของแต่ละช่อง">
          <thead>
            <tr>
              <Head>รางวัล</Head>
              <Head textAlign="end">โอกาส</Head>
            </tr>
          </thead>
          <tbody>
            {config.slots.map((s) => (
              <tr key={s.index}>
                <Cell>
                  <Flex align="center" gap="2">
                    <Box boxSize="3" rounded="sm" bg={s.color} flexShrink={0} aria-hidden />
                    <Text>{s.label}</Text>
                    {s.prize.kind === 'credit' && s.prize.turnover_multiplier > 0 && (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        (เทิร์น {s.prize.turnover_multiplier} เท่า)
                      </Text>
                    )}
                  </Flex>
                </Cell>
                <Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {percent().format(s.percent)}%
                </Cell>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <Cell fontWeight="semibold">รวม</Cell>
              <Cell textAlign="end" fontWeight="semibold">
                {percent().format(total / 100)}%
              </Cell>
            </tr>
          </tfoot>
        </chakra.table>
      </Box>
      <Text mt="3" fontSize="sm" color="gold.200" data-testid="wheel-expected">
        {config.expected.text}
      </Text>
    </Panel>
  );
}

/** Prizes waiting for "รับรางวัล" (credit with a turnover requirement). */
export function PendingPrizes({
  pending,
  onReward,
  rewarding,
}: {
  pending: WheelSpinView[];
  onReward: (id: number) => void;
  rewarding: number | null;
}) {
  if (pending.length === 0) return null;
  return (
    <Panel title="รางวัลรอกดรับ">
      <Stack gap="2" role="list" aria-label="รางวัลรอกดรับ">
        {pending.map((p) => (
          <Flex
            key={p.id}
            role="listitem"
            align="center"
            justify="space-between"
            gap="3"
            rounded="xl"
            borderWidth="1px"
            borderColor="gold.800"
            bg="gold.950/40"
            px="3"
            py="2"
          >
            <Box minW="0">
              <Text fontWeight="semibold">{p.prize.text}</Text>
              <Text fontSize="xs" color="fg.muted">
                ทำเทิร์น {p.prize.turnover_multiplier} เท่าหลังกดรับ · {formatThaiDate(p.created_at, true)}
              </Text>
            </Box>
            <Button
              size="sm"
              colorPalette="green"
              loading={rewarding === p.id}
              disabled={rewarding !== null}
              onClick={() => onReward(p.id)}
            >
              รับรางวัล
            </Button>
          </Flex>
        ))}
      </Stack>
    </Panel>
  );
}

/** Recent winners, phones masked. */
export function Winners() {
  const winners = useQuery(wheelWinnersQuery).data?.winners ?? [];
  return (
    <Panel title="ผู้โชคดีล่าสุด">
      {winners.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่มีผู้ได้รับรางวัล
        </Text>
      ) : (
        <Stack gap="1" role="list" aria-label="ผู้โชคดีล่าสุด">
          {winners.map((w) => (
            <Flex key={`${w.at}-${w.phone}-${w.prize}`} role="listitem" justify="space-between" gap="3" fontSize="sm">
              <Text fontVariantNumeric="tabular-nums">{w.phone}</Text>
              <Text color="gold.300" textAlign="end">
                {w.prize}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

const short = (hex: string) => `${hex.slice(0, 12)}…${hex.slice(-6)}`;

function VerifyLine({ spin }: { spin: WheelSpinView }) {
  const [result, setResult] = useState<WheelVerifyData | null>(null);
  const verify = useMutation({
    mutationFn: () =>
      wheelApi.verify({
        server_seed: spin.proof.server_seed ?? '',
        client_seed: spin.proof.client_seed,
        nonce: spin.proof.nonce,
        board_version: spin.proof.board_version,
      }),
    onSuccess: setResult,
    onError: (e) => toaster.create({ type: 'error', title: failureMessage(e), duration: TOAST_MS }),
  });
  const matches =
    result && result.roll === spin.proof.roll && result.index === spin.index && result.server_seed_hash === spin.proof.server_seed_hash;
  return (
    <Box role="listitem" rounded="lg" borderWidth="1px" borderColor="border.muted" px="3" py="2" fontSize="xs">
      <Flex justify="space-between" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {spin.label}
        </Text>
        <Text color="fg.muted">
          {spin.tab_name} · nonce {spin.proof.nonce} · ผลสุ่ม {spin.proof.roll}
        </Text>
      </Flex>
      <Text color="fg.muted" wordBreak="break-all">
        แฮชก่อนหมุน {short(spin.proof.server_seed_hash)} · ไคลเอนต์ซีด {spin.proof.client_seed}
      </Text>
      {spin.proof.server_seed ? (
        <Flex align="center" gap="2" mt="1" wrap="wrap">
          <Button size="xs" variant="outline" colorPalette="gold" loading={verify.isPending} onClick={() => verify.mutate()}>
            ตรวจสอบ
          </Button>
          {result && (
            <Text color={matches ? 'green.300' : 'red.300'} data-testid="wheel-verify-result">
              {matches ? `ตรงกัน: ผลสุ่ม ${result.roll} ได้ช่อง ${result.label}` : 'ไม่ตรงกับผลที่บันทึกไว้'}
            </Text>
          )}
        </Flex>
      ) : (
        <Text color="fg.muted" mt="1">
          เซิร์ฟเวอร์ซีดจะเปิดเผยเมื่อท่านเปลี่ยนชุดซีด
        </Text>
      )}
    </Box>
  );
}

/**
 * Provably fair, folded under "ตรวจสอบความยุติธรรม" (closed at first): the hash of the server seed
 * shown before the spin, the client seed (the member may set a new one, which reveals the old server
 * seed) and each spin's proof with "ตรวจสอบ".
 */
export function Fairness({ config }: { config: WheelConfigV2Data }) {
  return (
    <FairnessSection summary="ผลทุกครั้งสุ่มที่เซิร์ฟเวอร์ และตรวจสอบย้อนหลังได้ทุกการหมุน">
      <FairnessProof config={config} />
    </FairnessSection>
  );
}

function FairnessProof({ config }: { config: WheelConfigV2Data }) {
  const queryClient = useQueryClient();
  const history = useQuery(wheelHistoryQuery).data?.items ?? [];
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => wheelApi.rotateSeed(clientSeed.trim() || undefined),
    onSuccess: (d) => {
      setRevealed(d.revealed?.server_seed ?? null);
      setClientSeed('');
      void queryClient.invalidateQueries({ queryKey: wheelKeys.root });
      toaster.create({ type: 'success', title: 'เปลี่ยนชุดซีดแล้ว เซิร์ฟเวอร์ซีดเดิมถูกเปิดเผย', duration: TOAST_MS });
    },
    onError: (e) => toaster.create({ type: 'error', title: failureMessage(e), duration: TOAST_MS }),
  });
  return (
    <Stack gap="2" fontSize="sm" data-testid="wheel-fairness">
      <Text color="fg.muted">
        ผลทุกครั้งสุ่มที่เซิร์ฟเวอร์ด้วย HMAC-SHA256 ของเซิร์ฟเวอร์ซีด ไคลเอนต์ซีด และ nonce ค่าแฮชของเซิร์ฟเวอร์ซีดแสดงก่อนหมุน เมื่อเปลี่ยนชุดซีด
        เซิร์ฟเวอร์ซีดเดิมจะเปิดเผยเพื่อให้ตรวจสอบย้อนหลังได้
      </Text>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          แฮชเซิร์ฟเวอร์ซีด (SHA-256)
        </Text>
        <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid="wheel-seed-hash">
          {config.seed.server_seed_hash}
        </Text>
      </Box>
      <Flex gap="4" wrap="wrap">
        <Text>
          ไคลเอนต์ซีด: <chakra.span fontFamily="mono">{config.seed.client_seed}</chakra.span>
        </Text>
        <Text>nonce ถัดไป: {config.seed.nonce}</Text>
      </Flex>
      <Flex
        gap="2"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          rotate.mutate();
        }}
      >
        <Input
          size="sm"
          placeholder="ไคลเอนต์ซีดใหม่ (ไม่บังคับ)"
          aria-label="ไคลเอนต์ซีดใหม่"
          value={clientSeed}
          maxLength={64}
          onChange={(e) => setClientSeed(e.target.value)}
        />
        <Button size="sm" type="submit" variant="outline" colorPalette="gold" loading={rotate.isPending} flexShrink={0}>
          เปลี่ยนชุดซีด
        </Button>
      </Flex>
      {revealed && (
        <Box rounded="lg" bg="bg.muted" p="2">
          <Text fontSize="xs" color="fg.muted">
            เซิร์ฟเวอร์ซีดที่เปิดเผย
          </Text>
          <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid="wheel-revealed-seed">
            {revealed}
          </Text>
        </Box>
      )}
      {history.length > 0 && (
        <Stack gap="2" role="list" aria-label="ประวัติการหมุนและหลักฐาน">
          {history.map((s) => (
            <VerifyLine key={s.id} spin={s} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
