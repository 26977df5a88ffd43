import { Box, Button, CloseButton, Flex, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { Errors } from '@contract/errors';
import type { OddsFormat, SportBetBody, SportBetData, SportConfigData, SportOddsChangedData } from '@contract/sport';
import { BET_TYPE_NAMES, BET_TYPES, ODDS_FORMAT_NAMES, ODDS_FORMATS } from '@contract/sport-names';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { OfflineReason } from '@/components/OfflineReason';
import { walletsQueryKey } from '@/features/member';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useNetworkGate } from '@/lib/network';
import { newRequestKey } from '@/lib/request-key';
import { isLoggedInAtom } from '@/state/auth';
import { sportApi } from './api';
import { bahtText, oddsFormatAtom, oddsText } from './format';
import { Keypad } from './Keypad';
import { marketLabel, pickLine, pickName } from './legs';
import { sportConfigQuery, sportKeys } from './queries';
import {
  noteText,
  potentialPayout,
  removeLeg,
  type Slip,
  type SlipLeg,
  setType,
  slipAtom,
  slipOddsMilli,
  slipProblem,
  slipStakeAtom,
} from './slip';

/** A leg whose odds the server says moved: the slip's odds, then the current ones. */
type Changed = { leg: SlipLeg; odds: number; line: number };

/** What identifies one submission: a retry of the same slip sends the same request key. */
const signature = (slip: Slip, stake: number, acceptBetter: boolean) =>
  JSON.stringify([slip.type, stake, acceptBetter, slip.legs.map((l) => [l.market_id, l.selection, l.odds])]);

/** Why the stake cannot go (Thai), or null. */
function stakeProblem(stake: number, slip: Slip, config: SportConfigData | undefined): string | null {
  if (!stake) return 'กรุณาระบุจำนวนเงินเดิมพัน';
  if (!config) return null;
  if (stake < config.min_stake) return `เดิมพันขั้นต่ำ ${bahtText(config.min_stake)} บาท`;
  if (stake > config.max_stake) return `เดิมพันสูงสุด ${bahtText(config.max_stake)} บาทต่อบิล`;
  if (slip.type === 'parlay' && potentialPayout(stake, slip.legs) > config.max_parlay_payout)
    return `ยอดจ่ายบอลสเต็ปสูงสุด ${bahtText(config.max_parlay_payout)} บาทต่อบิล กรุณาลดยอดเดิมพัน`;
  return null;
}

export function OddsFormatSelect() {
  const [format, setFormat] = useAtom(oddsFormatAtom);
  return (
    <NativeSelect.Root size="xs" w="auto">
      <NativeSelect.Field aria-label="รูปแบบราคา" value={format} onChange={(e) => setFormat(e.currentTarget.value as OddsFormat)}>
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {ODDS_FORMAT_NAMES[f]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function LegRow({ leg, format, onRemove, changed }: { leg: SlipLeg; format: OddsFormat; onRemove?: () => void; changed?: Changed }) {
  return (
    <Flex gap="2" align="start" py="2" borderBottomWidth="1px" borderColor="whiteAlpha.100" data-testid="slip-leg">
      <Box flex="1" minW="0">
        <Text fontWeight="bold" fontSize="sm" color="gold.200" truncate>
          {pickName(leg)} {changed ? pickLine({ ...leg, line: changed.line }) : pickLine(leg)}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {leg.home} - {leg.away}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {marketLabel(leg)}
        </Text>
      </Box>
      <Box textAlign="end">
        {changed ? (
          <Text fontWeight="bold" fontSize="sm" data-testid="slip-leg-change">
            <Text as="span" textDecoration="line-through" color="fg.muted">
              {oddsText(leg.odds, format)}
            </Text>{' '}
            →{' '}
            <Text as="span" color={changed.odds >= leg.odds ? 'green.300' : 'red.400'}>
              {oddsText(changed.odds, format)}
            </Text>
          </Text>
        ) : (
          <Text fontWeight="bold" data-testid="slip-leg-odds">
            {oddsText(leg.odds, format)}
          </Text>
        )}
        {onRemove && <CloseButton size="2xs" aria-label={`ลบ ${pickName(leg)}`} onClick={onRemove} />}
      </Box>
    </Flex>
  );
}

function Placed({ data, onDone }: { data: SportBetData; onDone: () => void }) {
  return (
    <Stack gap="3" textAlign="center" py="4" data-testid="slip-placed" role="status">
      <Text fontSize="lg" fontWeight="bold" color="green.300">
        วางเดิมพันสำเร็จ
      </Text>
      <Text>
        เลขที่บิล <b data-testid="slip-bill">#{data.bet.id}</b>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {BET_TYPE_NAMES[data.bet.type]} · เดิมพัน {bahtText(data.bet.stake)} บาท · ยอดจ่ายสูงสุด {bahtText(data.bet.potential_payout)} บาท
      </Text>
      <Text>
        ยอดเงินคงเหลือ <b data-testid="slip-balance">฿ {bahtText(data.balance)}</b>
      </Text>
      <Flex gap="2" justify="center">
        <Button size="sm" variant="outline" colorPalette="gold" asChild>
          <Link to="/sport/bets">ดูโพยบอลของฉัน</Link>
        </Button>
        <Button size="sm" colorPalette="green" onClick={onDone}>
          แทงต่อ
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * The bet slip: single or step, the legs with their odds, the stake by keypad, the payout, the odds
 * format and "accept better odds"; the submit sends one request key per submission (a retry of the
 * same slip reuses it), asks before taking worse odds (SPORT_ODDS_CHANGED) and shows the bill.
 */
export function SlipBody() {
  const [slip, setSlip] = useAtom(slipAtom);
  const format = useAtomValue(oddsFormatAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const gate = useNetworkGate();
  const config = useQuery(sportConfigQuery()).data;
  const queryClient = useQueryClient();
  const [stakeText, setStakeText] = useAtom(slipStakeAtom);
  const [acceptBetter, setAcceptBetter] = useState(true);
  const [changed, setChanged] = useState<Changed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<SportBetData | null>(null);
  const keyRef = useRef<{ sig: string; key: string } | null>(null);
  // The legs of the submission in flight: the odds-changed prompt compares against these.
  const sentRef = useRef<SlipLeg[]>([]);

  const stake = Number(stakeText || 0);
  const minLegs = config?.parlay_min_legs ?? 2;
  const maxLegs = config?.parlay_max_legs ?? 12;
  const problem = slipProblem(slip, minLegs, maxLegs) ?? stakeProblem(stake, slip, config);
  const payout = potentialPayout(stake, slip.legs);

  const place = useMutation({
    mutationFn: (body: SportBetBody) => sportApi.placeBet(body),
    onSuccess: (data) => {
      keyRef.current = null;
      setPlaced(data);
      setSlip((s) => ({ type: s.type, legs: [] }));
      setStakeText('');
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: sportKeys.betsRoot });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === Errors.SPORT_ODDS_CHANGED.code) {
        const now = (err.data as SportOddsChangedData | undefined)?.legs ?? [];
        setChanged(
          sentRef.current.map((leg) => {
            const n = now.find((c) => c.market_id === leg.market_id && c.selection === leg.selection);
            return { leg, odds: n?.odds ?? leg.odds, line: n?.line ?? leg.line };
          }),
        );
        return;
      }
      setError(failureMessage(err));
    },
  });

  const submit = (legs: SlipLeg[], fresh: boolean) => {
    const next = { ...slip, legs };
    const sig = signature(next, stake, acceptBetter);
    if (fresh || keyRef.current?.sig !== sig) keyRef.current = { sig, key: newRequestKey() };
    setError(null);
    sentRef.current = legs;
    place.mutate({
      request_key: keyRef.current.key,
      type: slip.type,
      stake,
      accept_better: acceptBetter,
      legs: legs.map((l) => ({
        market_id: l.market_id,
        selection: l.selection as SportBetBody['legs'][number]['selection'],
        odds: l.odds,
      })),
    });
  };

  const acceptChanged = () => {
    if (!changed) return;
    const legs = changed.map((c) => ({ ...c.leg, odds: c.odds, line: c.line }));
    setSlip({ type: slip.type, legs });
    setChanged(null);
    // The new odds are a new submission: a new request key.
    submit(legs, true);
  };

  if (placed) return <Placed data={placed} onDone={() => setPlaced(null)} />;

  const busy = place.isPending;
  const closed = config && !config.enabled;
  return (
    <Stack gap="3" data-testid="slip">
      <Flex gap="1" role="tablist" aria-label="ประเภทการเดิมพัน">
        {BET_TYPES.map((t) => (
          <Button
            key={t}
            role="tab"
            aria-selected={slip.type === t}
            flex="1"
            size="sm"
            colorPalette="gold"
            variant={slip.type === t ? 'solid' : 'outline'}
            disabled={busy || !!changed}
            onClick={() => setSlip(setType(slip, t))}
          >
            {BET_TYPE_NAMES[t]}
          </Button>
        ))}
      </Flex>
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {slip.type === 'parlay' ? `เลือก ${slip.legs.length} คู่ (${minLegs}-${maxLegs} คู่)` : 'เลือก 1 คู่'}
        </Text>
        <OddsFormatSelect />
      </Flex>
      {slip.note && (
        <Text
          fontSize="sm"
          color={slip.note.kind === 'full' ? 'orange.300' : 'gold.200'}
          bg="whiteAlpha.50"
          rounded="md"
          px="3"
          py="2"
          role="status"
          data-testid="slip-note"
        >
          {noteText(slip.note)}
        </Text>
      )}
      {slip.legs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">
          แตะราคาในตารางเพื่อเพิ่มลงโพย
        </Text>
      ) : (
        <Box>
          {slip.legs.map((leg) => (
            <LegRow
              key={leg.market_id}
              leg={leg}
              format={format}
              changed={changed?.find((c) => c.leg.market_id === leg.market_id && (c.odds !== leg.odds || c.line !== leg.line))}
              onRemove={busy || changed ? undefined : () => setSlip(removeLeg(slip, leg.market_id))}
            />
          ))}
        </Box>
      )}
      {changed ? (
        <Stack
          gap="2"
          rounded="lg"
          borderWidth="1px"
          borderColor="orange.400"
          p="3"
          role="alertdialog"
          aria-label="ราคามีการเปลี่ยนแปลง"
          data-testid="slip-odds-changed"
        >
          <Text fontSize="sm" color="orange.300" fontWeight="bold">
            {Errors.SPORT_ODDS_CHANGED.message}
          </Text>
          <Text fontSize="sm">ยอดจ่ายใหม่ ฿ {bahtText(potentialPayout(stake, changed))}</Text>
          <Flex gap="2">
            <Button flex="1" size="sm" variant="outline" onClick={() => setChanged(null)}>
              ยกเลิก
            </Button>
            <Button flex="1" size="sm" colorPalette="green" onClick={acceptChanged} disabled={gate.disabled}>
              ยอมรับราคาใหม่
            </Button>
          </Flex>
        </Stack>
      ) : (
        <>
          <Separator />
          <Flex justify="space-between" align="center">
            <Text fontSize="sm" color="fg.muted">
              จำนวนเงินเดิมพัน (บาท)
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="gold.300" data-testid="slip-stake" minW="24" textAlign="end">
              {stake ? stake.toLocaleString('th-TH') : '0'}
            </Text>
          </Flex>
          <Keypad value={stakeText} onChange={setStakeText} disabled={busy} />
          <Stack gap="1" fontSize="sm">
            {slip.type === 'parlay' && slip.legs.length > 0 && (
              <Flex justify="space-between">
                <Text color="fg.muted">ราคารวม</Text>
                <Text fontWeight="bold" data-testid="slip-total-odds">
                  {(slipOddsMilli(slip.legs) / 1000).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}
                </Text>
              </Flex>
            )}
            <Flex justify="space-between">
              <Text color="fg.muted">ยอดจ่ายสูงสุด</Text>
              <Text fontWeight="bold" color="green.300" data-testid="slip-payout">
                ฿ {bahtText(payout)}
              </Text>
            </Flex>
          </Stack>
          <Flex as="label" gap="2" align="center" fontSize="sm" cursor="pointer">
            <input type="checkbox" checked={acceptBetter} onChange={(e) => setAcceptBetter(e.currentTarget.checked)} />
            รับราคาที่ดีกว่าอัตโนมัติ
          </Flex>
          {error && (
            <Text color="red.400" fontSize="sm" role="alert" data-testid="slip-error">
              {error}
            </Text>
          )}
          {closed ? (
            <Text color="orange.300" fontSize="sm" role="status">
              {Errors.SPORT_OFF.message}
            </Text>
          ) : loggedIn ? (
            <Stack gap="1">
              <Button
                colorPalette="green"
                size="lg"
                loading={busy}
                disabled={!!problem || gate.disabled}
                onClick={() => submit(slip.legs, false)}
              >
                ยืนยันการเดิมพัน
              </Button>
              {!gate.reason && problem && slip.legs.length > 0 && (
                <Text fontSize="xs" color="fg.muted" data-testid="slip-problem">
                  {problem}
                </Text>
              )}
              <OfflineReason reason={gate.reason} />
            </Stack>
          ) : (
            <Button asChild colorPalette="gold" size="lg">
              <Link to="/login">เข้าสู่ระบบเพื่อแทงบอล</Link>
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
