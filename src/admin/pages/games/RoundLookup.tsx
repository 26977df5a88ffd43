import { Badge, Box, Button, Code, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminRound, AdminRoundVerifyData } from '@contract/admin-games';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { baht, bangkokTime, Empty, Loaded, Pager, useView } from '../../app/kit';
import { roundsQuery, verifyRound } from './queries';

/** Round look-up: by round id or member (id or phone), the search in the address (?round=...&member=...). */
export function RoundLookup() {
  const [view, set] = useView('/shell/games');
  const [draft, setDraft] = useState({ round: view.round ? String(view.round) : '', member: view.member ?? '', game: view.game ?? '' });
  const [missing, setMissing] = useState(false);
  const rounds = useQuery(roundsQuery(view));
  const searched = Boolean(view.round || view.member);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { round: draft.round.trim(), member: draft.member.trim(), game: draft.game.trim() };
    if (!next.round && !next.member) {
      setMissing(true);
      return;
    }
    setMissing(false);
    set({ round: next.round ? Number(next.round) : undefined, member: next.member || undefined, game: next.game || undefined, rpage: 1 });
  };

  return (
    <Box>
      <form onSubmit={submit} aria-label="ค้นหารอบการเล่น">
        <Flex gap="2" mb="3" wrap="wrap">
          <Input
            bg="white"
            maxW="40"
            inputMode="numeric"
            placeholder="รหัสรอบ"
            aria-label="รหัสรอบ"
            value={draft.round}
            onChange={(e) => setDraft({ ...draft, round: e.target.value.replace(/\D/g, '') })}
          />
          <Input
            bg="white"
            maxW="52"
            inputMode="numeric"
            placeholder="รหัสสมาชิกหรือเบอร์โทร"
            aria-label="สมาชิก"
            value={draft.member}
            onChange={(e) => setDraft({ ...draft, member: e.target.value.replace(/\D/g, '') })}
          />
          <Input
            bg="white"
            maxW="48"
            placeholder="รหัสเกม (ไม่บังคับ)"
            aria-label="รหัสเกม"
            value={draft.game}
            onChange={(e) => setDraft({ ...draft, game: e.target.value })}
          />
          <Button type="submit" colorPalette="blue">
            ค้นหารอบ
          </Button>
        </Flex>
        {missing && (
          <Text role="alert" color="red.600" mb="3">
            กรุณาระบุรหัสรอบหรือสมาชิก
          </Text>
        )}
      </form>
      {!searched ? (
        <Empty>กรอกรหัสรอบ หรือรหัสสมาชิก / เบอร์โทร เพื่อดูรอบการเล่นและหลักฐานความยุติธรรม</Empty>
      ) : (
        <Loaded query={rounds} empty="ไม่พบรอบการเล่นที่ตรงกับที่ค้นหา">
          {(data) => (
            <>
              <Flex direction="column" gap="3">
                {data.items.map((r) => (
                  <RoundCard key={r.round_id} round={r} />
                ))}
              </Flex>
              <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(rpage) => set({ rpage })} />
            </>
          )}
        </Loaded>
      )}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Box fontSize="sm" wordBreak="break-all">
        {children}
      </Box>
    </Box>
  );
}

const json = (v: unknown) => JSON.stringify(v);

/** One round: who, what, how much, and its proof; "ตรวจสอบ" replays it on the server with the member's verifier. */
function RoundCard({ round: r }: { round: AdminRound }) {
  const check = useMutation({ mutationFn: () => verifyRound(r.round_id) });
  return (
    <Box as="article" aria-label={`รอบ ${r.round_id}`} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="3">
        <Box>
          <Text fontWeight="semibold">
            รอบ #{r.round_id} · {r.game_name}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {bangkokTime(r.created_at)} · สมาชิก #{r.member_id} {r.member_phone} {r.member_name}
          </Text>
        </Box>
        <Flex gap="4" fontSize="sm">
          <Field label="เดิมพัน">{baht(r.stake)}</Field>
          <Field label="ได้รางวัล">
            <Text as="span" color={r.win > 0 ? 'green.700' : undefined} fontWeight={r.win > 0 ? 'semibold' : undefined}>
              {baht(r.win)}
            </Text>
          </Field>
          <Field label="ยอดคงเหลือหลังรอบ">{baht(r.balance_after)}</Field>
        </Flex>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
        <Field label="ค่าแฮชของเซิร์ฟเวอร์ซีด (ผูกไว้ก่อนเล่น)">
          <Code size="sm">{r.server_seed_hash}</Code>
        </Field>
        <Field label="เซิร์ฟเวอร์ซีด">
          {r.server_seed ? (
            <Code size="sm">{r.server_seed}</Code>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              ยังไม่เปิดเผย (คู่ซีดยังใช้งานอยู่)
            </Badge>
          )}
        </Field>
        <Field label="ไคลเอนต์ซีด">
          <Code size="sm">{r.client_seed}</Code>
        </Field>
        <Field label="nonce">{r.nonce}</Field>
        <Field label="ข้อมูลการเดิมพัน (สตางค์)">
          <Code size="sm" display="block" whiteSpace="pre-wrap">
            {json(r.input)}
          </Code>
        </Field>
        <Field label="ผลของรอบ">
          <Code size="sm" display="block" whiteSpace="pre-wrap" maxH="32" overflowY="auto">
            {json(r.outcome)}
          </Code>
        </Field>
      </SimpleGrid>
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="blue"
          onClick={() => check.mutate()}
          loading={check.isPending}
          loadingText="กำลังตรวจสอบ..."
        >
          ตรวจสอบ
        </Button>
        {check.isError && (
          <Text role="alert" color="red.600" fontSize="sm">
            {failureMessage(check.error)}
          </Text>
        )}
        {check.data && <VerifyResult result={check.data} win={r.win} />}
      </Flex>
    </Box>
  );
}

function VerifyResult({ result, win }: { result: AdminRoundVerifyData; win: number }) {
  const mark = (ok: boolean) => (ok ? 'ตรง' : 'ไม่ตรง');
  return (
    <Box
      role="status"
      fontSize="sm"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      bg={result.valid ? 'green.50' : 'red.50'}
      borderColor={result.valid ? 'green.200' : 'red.200'}
    >
      <Text fontWeight="semibold" color={result.valid ? 'green.800' : 'red.800'}>
        {result.valid ? 'ถูกต้อง: ผลของรอบนี้คำนวณได้จากซีดที่ผูกไว้' : `ไม่ถูกต้อง${result.reason ? `: ${result.reason}` : ''}`}
      </Text>
      <Text color="gray.700">
        ค่าแฮช {mark(result.hash_matches)} · ผลรอบ {mark(result.outcome_matches)}
        {result.recomputed ? ` · รางวัลที่คำนวณได้ ${baht(result.recomputed.win)} (บันทึกไว้ ${baht(win)})` : ''}
      </Text>
      {!result.seed_revealed && <Text color="gray.600">ตรวจด้วยเซิร์ฟเวอร์ซีดที่ยังไม่เปิดเผยบนเซิร์ฟเวอร์ สมาชิกตรวจเองได้หลังเปลี่ยนคู่ซีด</Text>}
    </Box>
  );
}
