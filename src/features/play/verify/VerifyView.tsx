import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { HouseRound, HouseSessionData, HouseVerifyBody, HouseVerifyData, PublicSeed } from '@contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ArrowLeftIcon } from '@/components/icons/shell';
import { ApiError } from '@/lib/api-error';
import { playApi } from '../api';
import { HOUSE_GAME_NAMES } from '../games';
import { useRounds } from '../shell/rounds';
import { roundsKey } from '../shell/usePlaySession';
import { ProofExplainer } from './ProofExplainer';
import { sha256OfHexSeed } from './sha256';
import { VerifyResult } from './VerifyResult';

type Fields = {
  game_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  stake: string;
  win: string;
  input: string;
  outcome: string;
};

const EMPTY: Fields = {
  game_id: 'siam-treasure',
  server_seed: '',
  server_seed_hash: '',
  client_seed: '',
  nonce: '',
  stake: '',
  win: '',
  input: '',
  outcome: '',
};

export const fieldsOf = (r: HouseRound): Fields => ({
  game_id: r.game_id,
  server_seed: r.server_seed ?? '',
  server_seed_hash: r.server_seed_hash,
  client_seed: r.client_seed,
  nonce: String(r.nonce),
  stake: String(r.stake),
  win: String(r.win),
  input: JSON.stringify(r.input),
  outcome: JSON.stringify(r.outcome),
});

/** The form as the verify call's body, or the Thai message of the first field that cannot be read. */
function bodyOf(f: Fields): { body: HouseVerifyBody } | { error: string } {
  const json = (text: string, label: string): { value: unknown } | { error: string } => {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { error: `${label}ต้องเป็น JSON ที่ถูกต้อง (คัดลอกจากประวัติการเล่น)` };
    }
  };
  const input = json(f.input, 'ข้อมูลการเดิมพัน (input) ');
  if ('error' in input) return input;
  const outcome = json(f.outcome, 'ผลที่บันทึกไว้ (outcome) ');
  if ('error' in outcome) return outcome;
  const nonce = Number(f.nonce);
  const stake = Number(f.stake);
  const win = Number(f.win);
  if (f.nonce.trim() === '' || !Number.isInteger(nonce)) return { error: 'nonce ต้องเป็นจำนวนเต็ม' };
  if (f.stake.trim() === '' || Number.isNaN(stake)) return { error: 'เดิมพันต้องเป็นตัวเลข (บาท)' };
  if (f.win.trim() === '' || Number.isNaN(win)) return { error: 'เงินรางวัลต้องเป็นตัวเลข (บาท)' };
  return {
    body: {
      game_id: f.game_id,
      server_seed: f.server_seed.trim().toLowerCase(),
      server_seed_hash: f.server_seed_hash.trim().toLowerCase(),
      client_seed: f.client_seed.trim(),
      nonce,
      input: input.value,
      outcome: outcome.value,
      stake,
      win,
    },
  };
}

type Props = {
  /** With a token (opened from the game): the round history prefills the form. */
  token?: string;
  session?: HouseSessionData;
  roundId?: number;
  onBack?: () => void;
  onSeed?: (seed: PublicSeed) => void;
};

/**
 * The verify view (/play?view=verify[&round=<id>]): a past round's proof, prefilled from the
 * history or pasted, re-played by the server from the revealed server seed; the seed's SHA-256 is
 * also computed in the browser. Explains the scheme in Thai.
 */
export default function VerifyView({ token, session, roundId, onBack, onSeed }: Props) {
  const queryClient = useQueryClient();
  const rounds = useRounds(token, session?.game_id, token !== undefined && roundId !== undefined);
  const round = roundId === undefined ? undefined : rounds.data?.find((r) => r.round_id === roundId);
  const [fields, setFields] = useState<Fields>(() => (session ? { ...EMPTY, game_id: session.game_id } : EMPTY));
  const [result, setResult] = useState<{ data: HouseVerifyData; localHash: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealing, setRevealing] = useState(false);

  // Prefill once the round is known, and again when a rotation reveals its server seed.
  const prefillKey = round ? `${round.round_id}:${round.server_seed ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefillKey names the round's state
  useEffect(() => {
    if (!round) return;
    setFields(fieldsOf(round));
    setResult(null);
  }, [prefillKey]);

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    const parsed = bodyOf(fields);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const [data, localHash] = await Promise.all([playApi.verify(parsed.body), sha256OfHexSeed(parsed.body.server_seed)]);
      setResult({ data, localHash });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'ตรวจสอบไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  };

  const reveal = async () => {
    if (!token) return;
    setRevealing(true);
    setError(null);
    try {
      const res = await playApi.seed(token);
      onSeed?.(res.seed);
      await queryClient.invalidateQueries({ queryKey: roundsKey(token) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'เปลี่ยนคู่ซีดไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setRevealing(false);
    }
  };

  return (
    <Box flex="1" data-testid="verify-view" pb="10">
      <Container maxW="760px" px={{ base: '3', md: '6' }} pt="4">
        <Flex align="center" gap="2" mb="4">
          {onBack && (
            <IconButton aria-label="กลับไปที่เกม" variant="ghost" color="gold.300" rounded="full" onClick={onBack}>
              <ArrowLeftIcon />
            </IconButton>
          )}
          <Heading as="h2" size="lg" color="gold.300">
            ตรวจสอบผลการเล่น
          </Heading>
        </Flex>
        <Stack gap="5">
          {roundId !== undefined && token && (
            <RoundStatus loading={rounds.isPending} round={round} roundId={roundId} revealing={revealing} onReveal={reveal} />
          )}
          <chakra.form onSubmit={verify} noValidate>
            <Stack gap="3" p="4" rounded="xl" bg="blackAlpha.500" borderWidth="1px" borderColor="gold.900">
              <Labelled label="เกม" htmlFor="v-game">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field id="v-game" value={fields.game_id} onChange={set('game_id')}>
                    {Object.entries(HOUSE_GAME_NAMES).map(([id, name]) => (
                      <option key={id} value={id}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Labelled>
              <Labelled label="เซิร์ฟเวอร์ซีด (เปิดเผยหลังเปลี่ยนคู่ซีด)" htmlFor="v-seed">
                <Input
                  id="v-seed"
                  size="sm"
                  fontFamily="mono"
                  value={fields.server_seed}
                  onChange={set('server_seed')}
                  spellCheck={false}
                />
              </Labelled>
              <Labelled label="แฮชที่แสดงก่อนเล่น (SHA-256)" htmlFor="v-hash">
                <Input
                  id="v-hash"
                  size="sm"
                  fontFamily="mono"
                  value={fields.server_seed_hash}
                  onChange={set('server_seed_hash')}
                  spellCheck={false}
                />
              </Labelled>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <Labelled label="ไคลเอนต์ซีด" htmlFor="v-client">
                  <Input
                    id="v-client"
                    size="sm"
                    fontFamily="mono"
                    value={fields.client_seed}
                    onChange={set('client_seed')}
                    spellCheck={false}
                  />
                </Labelled>
                <Labelled label="Nonce" htmlFor="v-nonce">
                  <Input id="v-nonce" size="sm" inputMode="numeric" value={fields.nonce} onChange={set('nonce')} />
                </Labelled>
                <Labelled label="เดิมพัน (บาท)" htmlFor="v-stake">
                  <Input id="v-stake" size="sm" inputMode="decimal" value={fields.stake} onChange={set('stake')} />
                </Labelled>
                <Labelled label="เงินรางวัล (บาท)" htmlFor="v-win">
                  <Input id="v-win" size="sm" inputMode="decimal" value={fields.win} onChange={set('win')} />
                </Labelled>
              </SimpleGrid>
              <Labelled label="ข้อมูลการเดิมพัน (input, JSON หน่วยสตางค์)" htmlFor="v-input">
                <Textarea
                  id="v-input"
                  size="sm"
                  fontFamily="mono"
                  rows={2}
                  value={fields.input}
                  onChange={set('input')}
                  spellCheck={false}
                />
              </Labelled>
              <Labelled label="ผลที่บันทึกไว้ (outcome, JSON)" htmlFor="v-outcome">
                <Textarea
                  id="v-outcome"
                  size="sm"
                  fontFamily="mono"
                  rows={4}
                  value={fields.outcome}
                  onChange={set('outcome')}
                  spellCheck={false}
                />
              </Labelled>
              {error && (
                <Text role="alert" color="red.300" fontSize="sm">
                  {error}
                </Text>
              )}
              <Button type="submit" colorPalette="gold" loading={busy} rounded="full" data-testid="verify-submit">
                ตรวจสอบ
              </Button>
            </Stack>
          </chakra.form>
          {result && (
            <VerifyResult gameId={fields.game_id} data={result.data} localHash={result.localHash} hash={fields.server_seed_hash} />
          )}
          <ProofExplainer />
        </Stack>
      </Container>
    </Box>
  );
}

function Labelled({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.label htmlFor={htmlFor} display="block" fontSize="xs" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

function RoundStatus({
  loading,
  round,
  roundId,
  revealing,
  onReveal,
}: {
  loading: boolean;
  round: HouseRound | undefined;
  roundId: number;
  revealing: boolean;
  onReveal: () => void;
}) {
  if (loading) return <Text color="fg.muted">กำลังโหลดตา #{roundId}</Text>;
  if (!round) return <Text color="fg.muted">ไม่พบตา #{roundId} ในประวัติล่าสุด กรอกข้อมูลเองได้ด้านล่าง</Text>;
  if (round.server_seed) {
    return (
      <Text color="fg.muted" fontSize="sm">
        กรอกข้อมูลของตา #{round.round_id} ให้แล้ว กด "ตรวจสอบ" เพื่อคำนวณผลซ้ำ
      </Text>
    );
  }
  return (
    <Box p="4" rounded="xl" bg="gold.950" borderWidth="1px" borderColor="gold.800" role="status">
      <Text color="gold.200" mb="3" fontSize="sm">
        ตา #{round.round_id} ยังใช้เซิร์ฟเวอร์ซีดคู่ปัจจุบัน จึงยังไม่เปิดเผยซีด เปลี่ยนคู่ซีดเพื่อเปิดเผยแล้วตรวจสอบได้ทันที (ตาถัดไปจะใช้ซีดคู่ใหม่)
      </Text>
      <Button size="sm" colorPalette="gold" loading={revealing} onClick={onReveal}>
        เปลี่ยนคู่ซีดและเปิดเผยซีด
      </Button>
    </Box>
  );
}
