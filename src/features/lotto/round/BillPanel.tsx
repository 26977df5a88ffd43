import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { BetType } from '@contract/lotto';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '@/lib/format';
import { BillLines } from './BillLines';
import { billTotals, cleanAmount, type Limited, parseAmount } from './bill';
import type { BillFlow } from './useBill';

const QUICK = ['1', '5', '10', '20', '50', '100'];

type Props = {
  flow: BillFlow;
  rates: ReadonlyMap<BetType, number>;
  limited: ReadonlyMap<string, Limited>;
  loggedIn: boolean;
  /** Validates the bill and opens the lotto dialog with the answer. */
  onCheck: () => void;
};

/**
 * The bill on the round page: one amount for every number (new numbers take it; a tap puts it on all
 * of them), the lines by bet type with their own amounts, the total and what it could win, and
 * 'ตรวจสอบโพย'.
 */
export function BillPanel({ flow, rates, limited, loggedIn, onCheck }: Props) {
  const { input } = flow;
  const totals = billTotals(input.lines, rates, limited);
  const amountOk = parseAmount(input.amount) !== undefined;
  return (
    <Box as="section" aria-label="โพยของฉัน" id="bill-panel" scrollMarginTop="150px">
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h2" size="md" color="gold.fg">
          โพยของฉัน ({input.lines.length})
        </Heading>
        {input.lines.length > 0 && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={flow.clear}>
            ล้างโพย
          </Button>
        )}
      </Flex>

      <Box bg="bg.muted" rounded="xl" p="3" mb="4">
        <Flex gap="2" align="center">
          <Text asChild fontSize="sm" whiteSpace="nowrap">
            <label htmlFor="bill-amount-all">ราคาต่อเลข (บาท)</label>
          </Text>
          <Input
            id="bill-amount-all"
            size="sm"
            flex="1"
            minW="0"
            textAlign="right"
            inputMode="decimal"
            autoComplete="off"
            placeholder="เช่น 10"
            value={input.amount}
            onChange={(e) => flow.setAmountForAll(cleanAmount(e.target.value))}
          />
          <Button
            size="sm"
            colorPalette="gold"
            disabled={!amountOk || input.lines.length === 0}
            onClick={() => flow.setAmountForAll(input.amount, true)}
          >
            ใส่ทุกเลข
          </Button>
        </Flex>
        <Flex gap="1.5" mt="2" wrap="wrap" role="group" aria-label="ราคาด่วน">
          {QUICK.map((q) => (
            <Button
              key={q}
              size="xs"
              rounded="full"
              variant={input.amount === q ? 'solid' : 'outline'}
              colorPalette="gold"
              aria-pressed={input.amount === q}
              onClick={() => flow.setAmountForAll(q)}
            >
              {q}
            </Button>
          ))}
        </Flex>
      </Box>

      <BillLines
        lines={input.lines}
        rates={rates}
        limited={limited}
        checked={flow.checked?.items}
        onAmount={flow.setAmount}
        onRemove={flow.remove}
      />

      <Box
        position="sticky"
        bottom={{ base: '64px', md: '0' }}
        mt="4"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="gold.800"
        rounded="xl"
        p="3"
        zIndex="docked"
        boxShadow="0 -6px 16px rgba(0,0,0,0.35)"
      >
        <Stack gap="0.5" fontSize="sm" mb="2">
          <Flex justify="space-between">
            <Text color="fg.muted">ยอดแทงรวม ({totals.count} รายการ)</Text>
            <Text fontWeight="bold" color="gold.fg" data-testid="bill-builder-total">
              {formatMoney(totals.total)} บาท
            </Text>
          </Flex>
          <Flex justify="space-between">
            <Text color="fg.muted">ถ้าถูกทุกรายการได้รับ</Text>
            <Text fontWeight="medium">{formatMoney(totals.potentialWin)} บาท</Text>
          </Flex>
          {totals.missing > 0 && (
            <Text color="fg.warning" fontSize="xs">
              ยังไม่ได้ใส่ราคา {totals.missing} รายการ
            </Text>
          )}
        </Stack>
        {loggedIn ? (
          <Button
            w="full"
            size="lg"
            colorPalette="green"
            disabled={input.lines.length === 0 || totals.missing > 0}
            loading={flow.validate.isPending}
            onClick={onCheck}
          >
            ตรวจสอบโพย
          </Button>
        ) : (
          <Button asChild w="full" size="lg" colorPalette="gold">
            <Link to="/login">เข้าสู่ระบบเพื่อแทงหวย</Link>
          </Button>
        )}
      </Box>
    </Box>
  );
}
