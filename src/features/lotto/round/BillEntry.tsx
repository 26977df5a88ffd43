import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { BET_TYPE_DIGITS, BET_TYPE_NAMES, type BetType } from '@contract/lotto-names';
import { useState } from 'react';
import { type AddOutcome, closedReason } from './bill';
import { formatRate } from './format';
import { NumberPad } from './NumberPad';
import { ENTRY_MODE_NAMES, type EntryMode, expand, modesFor, repeated, typedLength } from './numbers';

export type OfferedBet = { bet_type: BetType; rate: number };

type Props = {
  offered: OfferedBet[];
  /** Adds the numbers for the chosen bet types and answers what happened. */
  onAdd: (betTypes: BetType[], numbers: string[]) => AddOutcome;
};

type Note = { tone: 'ok' | 'warn'; text: string };

function describe(outcome: AddOutcome): Note {
  const parts: string[] = [];
  if (outcome.added > 0) parts.push(`เพิ่ม ${outcome.added} รายการ`);
  if (outcome.closed.length > 0) {
    const [one] = outcome.closed;
    const list = outcome.closed.map((l) => `${l.number} (${BET_TYPE_NAMES[l.bet_type]})`).join(', ');
    parts.push(outcome.closed.length === 1 ? closedReason(one.bet_type, one.number) : `เลขอั้นปิดรับ แทงไม่ได้: ${list}`);
  }
  if (outcome.duplicates.length > 0) parts.push(`มีในโพยแล้ว ${outcome.duplicates.length} รายการ`);
  return { tone: outcome.closed.length > 0 || outcome.added === 0 ? 'warn' : 'ok', text: parts.join(' · ') };
}

/**
 * Picking bet types and typing numbers (docs/product.md "Lotto dialog"): bet type chips with their rates
 * (several of the same digit count at once, as Thai members bet 3 ตัวบน and โต๊ด together), the
 * helpers (กลับเลข / 6 กลับ, 19 ประตู, รูดหน้า, รูดหลัง, เลขเบิ้ล / เลขตอง) and the keypad. A number is
 * added as soon as it has its digits.
 */
export function BillEntry({ offered, onAdd }: Props) {
  const [chosen, setChosen] = useState<BetType[]>(() => (offered[0] ? [offered[0].bet_type] : []));
  const [mode, setMode] = useState<EntryMode>('single');
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<Note | null>(null);

  const digits = chosen.length > 0 ? BET_TYPE_DIGITS[chosen[0]] : 3;
  const modes = modesFor(digits);
  const activeMode = modes.includes(mode) ? mode : 'single';
  const length = typedLength(activeMode, digits);

  const toggle = (bt: BetType) => {
    setTyped('');
    setNote(null);
    setChosen((now) => {
      if (now.includes(bt)) return now.length > 1 ? now.filter((b) => b !== bt) : now;
      // Bet types of another digit count cannot share one typed number: start a new choice.
      if (now.length > 0 && BET_TYPE_DIGITS[now[0]] !== BET_TYPE_DIGITS[bt]) return [bt];
      return [...now, bt];
    });
  };

  const add = (numbers: string[]) => {
    if (chosen.length === 0) return;
    setNote(describe(onAdd(chosen, numbers)));
  };

  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2" id="bet-types-label">
        เลือกประเภทการแทง (เลือกได้หลายประเภทที่มีจำนวนหลักเท่ากัน)
      </Text>
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }} gap="2" role="group" aria-labelledby="bet-types-label">
        {offered.map((o) => {
          const on = chosen.includes(o.bet_type);
          return (
            <Button
              key={o.bet_type}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(o.bet_type)}
              h="auto"
              py="2"
              flexDirection="column"
              gap="0"
              rounded="xl"
              colorPalette="gold"
              variant={on ? 'solid' : 'outline'}
            >
              <Text as="span" fontSize="md" fontWeight="bold">
                {BET_TYPE_NAMES[o.bet_type]}
              </Text>
              <Text as="span" fontSize="xs" opacity={0.85}>
                บาทละ {formatRate(o.rate)}
              </Text>
            </Button>
          );
        })}
      </Grid>

      {modes.length > 1 && (
        <Box mt="4">
          <Text fontSize="sm" color="fg.muted" mb="2" id="helpers-label">
            ตัวช่วย
          </Text>
          <Flex gap="2" wrap="wrap" role="group" aria-labelledby="helpers-label">
            {modes.map((m) => (
              <Button
                key={m}
                type="button"
                size="sm"
                rounded="full"
                colorPalette="green"
                variant={activeMode === m ? 'solid' : 'outline'}
                aria-pressed={activeMode === m}
                onClick={() => {
                  setMode(m);
                  setTyped('');
                }}
              >
                {ENTRY_MODE_NAMES[m](digits)}
              </Button>
            ))}
            {digits > 1 && (
              <Button type="button" size="sm" rounded="full" colorPalette="green" variant="subtle" onClick={() => add(repeated(digits))}>
                {digits === 2 ? 'เลขเบิ้ล' : 'เลขตอง'}
              </Button>
            )}
          </Flex>
        </Box>
      )}

      <Box mt="4">
        <Text fontSize="sm" color="fg.muted" mb="2" textAlign="center">
          {length === digits ? `กดเลข ${digits} หลัก` : `กดเลข 1 หลักสำหรับ${ENTRY_MODE_NAMES[activeMode](digits)}`}
        </Text>
        <NumberPad
          value={typed}
          length={length}
          label="เลขที่ต้องการแทง"
          disabled={chosen.length === 0}
          onChange={setTyped}
          onComplete={(v) => {
            setTyped('');
            add(expand(activeMode, v));
          }}
        />
        <Text
          role="status"
          aria-live="polite"
          data-testid="bill-entry-note"
          mt="3"
          minH="6"
          fontSize="sm"
          textAlign="center"
          color={note?.tone === 'warn' ? 'fg.warning' : 'green.fg'}
        >
          {note?.text ?? ''}
        </Text>
      </Box>
    </Box>
  );
}
