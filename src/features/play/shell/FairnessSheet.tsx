import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { HouseSeedData, PublicSeed } from '@contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { playApi } from '../api';
import { ProofValue } from './Mono';
import { RoundHistory } from './RoundHistory';
import { Sheet } from './Sheet';
import { roundsKey } from './usePlaySession';

type Props = {
  open: boolean;
  onClose: () => void;
  token: string;
  gameId: string;
  seed: PublicSeed;
  onSeed: (seed: PublicSeed) => void;
  onVerify: (roundId?: number) => void;
};

/**
 * The fairness panel: the committed server seed's hash, the member's client seed (changing it
 * rotates the pair, which reveals the old server seed), the next nonce, and the round history
 * with a verify link per round.
 */
export function FairnessSheet({ open, onClose, token, gameId, seed, onSeed, onVerify }: Props) {
  const [clientSeed, setClientSeed] = useState(seed.client_seed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<HouseSeedData['revealed']>(null);
  const queryClient = useQueryClient();
  useEffect(() => setClientSeed(seed.client_seed), [seed.client_seed]);

  const rotate = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = clientSeed.trim();
      const res = await playApi.seed(token, next && next !== seed.client_seed ? next : undefined);
      setRevealed(res.revealed);
      onSeed(res.seed);
      // The old pair's rounds now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: roundsKey(token) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'เปลี่ยนคู่ซีดไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title="ความยุติธรรมที่ตรวจสอบได้" testId="fairness-sheet">
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          ผลทุกตาคำนวณจากเซิร์ฟเวอร์ซีด ไคลเอนต์ซีดของคุณ และ nonce ด้วย HMAC-SHA256 เราแสดงค่าแฮชของเซิร์ฟเวอร์ซีดก่อนคุณเล่น และเปิดเผยซีดจริงเมื่อคุณเปลี่ยนคู่ซีด
          คุณจึงตรวจได้ว่าผลไม่ได้ถูกเปลี่ยนภายหลัง
        </Text>
        <ProofValue label="แฮชของเซิร์ฟเวอร์ซีด (SHA-256) ที่จะใช้ตาถัดไป" value={seed.server_seed_hash} testId="seed-hash" />
        <Flex gap="4">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              Nonce ตาถัดไป
            </Text>
            <Text fontFamily="mono" color="gold.100" data-testid="seed-nonce">
              {seed.nonce}
            </Text>
          </Box>
        </Flex>
        <chakra.form onSubmit={rotate}>
          <chakra.label htmlFor="client-seed" fontSize="xs" color="fg.muted" display="block" mb="1">
            ไคลเอนต์ซีดของคุณ
          </chakra.label>
          <Flex gap="2">
            <Input
              id="client-seed"
              value={clientSeed}
              onChange={(e) => setClientSeed(e.target.value)}
              fontFamily="mono"
              size="sm"
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" size="sm" colorPalette="gold" loading={busy} flexShrink={0}>
              เปลี่ยนคู่ซีด
            </Button>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1.5">
            การเปลี่ยนคู่ซีดจะเปิดเผยเซิร์ฟเวอร์ซีดเดิม เพื่อให้ตรวจสอบตาที่เล่นไปแล้วได้ และเริ่ม nonce ใหม่ที่ 0
          </Text>
          {error && (
            <Text role="alert" fontSize="sm" color="red.300" mt="2">
              {error}
            </Text>
          )}
        </chakra.form>
        {revealed && (
          <Stack gap="2" p="3" rounded="lg" bg="green.950" borderWidth="1px" borderColor="green.800" data-testid="seed-revealed">
            <Text fontWeight="semibold" color="green.300">
              เปิดเผยเซิร์ฟเวอร์ซีดเดิมแล้ว ({revealed.rounds_played} ตา)
            </Text>
            <ProofValue label="เซิร์ฟเวอร์ซีด" value={revealed.server_seed} />
            <ProofValue label="แฮชที่แสดงก่อนเล่น" value={revealed.server_seed_hash} />
            <ProofValue label="ไคลเอนต์ซีด" value={revealed.client_seed} />
          </Stack>
        )}
        <RoundHistory token={token} gameId={gameId} enabled={open} onVerify={onVerify} />
        <Button variant="outline" colorPalette="gold" onClick={() => onVerify()}>
          เปิดหน้าตรวจสอบผล
        </Button>
      </Stack>
    </Sheet>
  );
}
