import { Badge, Box, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { ValidatedItem } from '@contract/lotto';
import { BET_TYPE_NAMES, type BetType } from '@contract/lotto-names';
import { CloseIcon } from '@/components/icons/shell';
import { formatMoney } from '@/lib/format';
import { type BillLine, cleanAmount, groupLines, type Limited, lineKey, lineRate, parseAmount } from './bill';
import { formatRate } from './format';

type Props = {
  lines: BillLine[];
  rates: ReadonlyMap<BetType, number>;
  limited: ReadonlyMap<string, Limited>;
  /** The server's word on each item, where it still applies to the line as it is now. */
  checked?: readonly ValidatedItem[];
  onAmount: (key: string, amount: string) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
};

/** The validated item for a line, if the line still asks what was validated. */
export function checkedFor(line: BillLine, checked: readonly ValidatedItem[] | undefined): ValidatedItem | undefined {
  const amount = parseAmount(line.amount);
  return checked?.find((i) => i.bet_type === line.bet_type && i.number === line.number && i.amount === amount);
}

const STATUS = {
  ok: { label: 'ผ่าน', palette: 'green' },
  adjusted: { label: 'ปรับยอด', palette: 'orange' },
  refused: { label: 'แทงไม่ได้', palette: 'red' },
} as const;

/**
 * The bill's lines grouped by bet type (docs/product.md "Lotto dialog": number, rate, amount input, remove), with
 * what the last validation said about each: adjusted or refused, and why, in Thai.
 */
export function BillLines({ lines, rates, limited, checked, onAmount, onRemove, disabled }: Props) {
  if (lines.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6" fontSize="sm">
        ยังไม่มีเลขในโพย เลือกประเภทแล้วกดเลขที่ต้องการแทง
      </Text>
    );
  }
  return (
    <Stack gap="4">
      {groupLines(lines).map((group) => (
        <Box key={group.bet_type} as="section" aria-label={`${BET_TYPE_NAMES[group.bet_type]} ${group.lines.length} รายการ`}>
          <Flex justify="space-between" align="baseline" borderBottomWidth="1px" borderColor="border.muted" pb="1" mb="2">
            <Text fontWeight="bold" color="gold.fg">
              {BET_TYPE_NAMES[group.bet_type]}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {group.lines.length} รายการ · บาทละ {formatRate(rates.get(group.bet_type) ?? 0)}
            </Text>
          </Flex>
          <Stack gap="2" as="ul" listStyleType="none" aria-label={`รายการ${BET_TYPE_NAMES[group.bet_type]}`}>
            {group.lines.map((line) => {
              const key = lineKey(line);
              const item = checkedFor(line, checked);
              const rate = item?.rate ?? lineRate(line, rates, limited);
              const reduced = limited.get(key)?.mode === 'reduced';
              const name = BET_TYPE_NAMES[line.bet_type];
              const bad = item?.status === 'refused';
              return (
                <Box
                  as="li"
                  key={key}
                  data-testid="bill-line"
                  rounded="lg"
                  borderWidth="1px"
                  borderColor={bad ? 'red.700' : item?.status === 'adjusted' ? 'orange.700' : 'border.muted'}
                  bg="bg.subtle"
                  px="3"
                  py="2"
                >
                  <Flex align="center" gap="3">
                    <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" minW="12" letterSpacing="0.05em">
                      {line.number}
                    </Text>
                    <Box flex="1" minW="0">
                      <Flex align="center" gap="1.5" wrap="wrap">
                        <Text fontSize="xs" color={reduced ? 'orange.fg' : 'fg.muted'} whiteSpace="nowrap">
                          บาทละ {formatRate(rate)}
                        </Text>
                        {reduced && (
                          <Badge size="xs" colorPalette="orange" variant="subtle">
                            อั้น
                          </Badge>
                        )}
                      </Flex>
                      {item && (
                        <Flex align="center" gap="1.5" wrap="wrap" mt="0.5">
                          <Badge size="xs" colorPalette={STATUS[item.status].palette} variant="subtle">
                            {STATUS[item.status].label}
                          </Badge>
                          {item.status !== 'refused' && (
                            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                              ถูกได้ {formatMoney(item.potential_win)}
                            </Text>
                          )}
                        </Flex>
                      )}
                    </Box>
                    <Input
                      w="24"
                      size="sm"
                      textAlign="right"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="ราคา"
                      aria-label={`ราคา ${line.number} (${name}) บาท`}
                      value={line.amount}
                      disabled={disabled}
                      aria-invalid={parseAmount(line.amount) === undefined || bad}
                      onChange={(e) => onAmount(key, cleanAmount(e.target.value))}
                    />
                    <IconButton
                      aria-label={`ลบ ${line.number} (${name})`}
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      disabled={disabled}
                      onClick={() => onRemove(key)}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Flex>
                  {item?.reason && (
                    <Text fontSize="xs" mt="1" color={bad ? 'fg.error' : 'orange.fg'}>
                      {item.reason}
                    </Text>
                  )}
                  {item?.note && (
                    <Text fontSize="xs" mt="1" color="fg.muted">
                      {item.note}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
