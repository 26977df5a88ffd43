import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { HouseSessionData } from '@contract/games';
import { Suspense } from 'react';
import { formatMoney } from '@/lib/format';
import { GAME_PAYTABLES } from '../clients';
import { describeOf } from '../types';
import { Sheet } from './Sheet';

/** RTP as members read it: "95.9952%". */
const formatRtp = (exact: number) => `${(exact * 100).toFixed(4)}%`;

/** The rules sheet: the engine's Thai rules, the stake limits, the published RTP figures and the paytable. */
export function RulesSheet({ open, onClose, session }: { open: boolean; onClose: () => void; session: HouseSessionData }) {
  const d = describeOf(session);
  const Paytable = GAME_PAYTABLES[session.game_id];
  return (
    <Sheet open={open} onClose={onClose} title={`กติกา ${d.name.th}`} testId="rules-sheet">
      <Stack gap="5">
        <Box as="ul" pl="5" listStyleType="disc" color="fg" fontSize="sm" lineHeight="tall">
          {d.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Box>
        <Text fontSize="sm" color="fg.muted">
          เดิมพัน {formatMoney(session.limits.min_bet)} - {formatMoney(session.limits.max_bet)} บาท
          {session.limits.bet_step < 1 ? ` (ทีละ ${formatMoney(session.limits.bet_step)} บาท)` : ''}
        </Text>
        {open && Paytable && (
          <Suspense fallback={<Spinner size="sm" color="gold.400" />}>
            <Paytable session={session} />
          </Suspense>
        )}
        <Box>
          <Text fontWeight="semibold" color="gold.300" mb="1">
            อัตราการจ่ายคืนผู้เล่น (RTP)
          </Text>
          <Text fontSize="xs" color="fg.muted" mb="2">
            ค่าที่คำนวณได้แน่นอนจากกติกา (ค่าเฉลี่ยระยะยาวของเงินรางวัลต่อเงินเดิมพัน)
          </Text>
          <Stack as="dl" gap="1" data-testid="rtp-list">
            {d.rtp.map((f) => (
              <Flex key={f.key} justify="space-between" gap="3" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="whiteAlpha.100">
                <Text as="dt" color="fg.muted">
                  {f.label.th}
                </Text>
                <Text as="dd" fontFamily="mono" color="green.300">
                  {formatRtp(f.exact)}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Sheet>
  );
}
