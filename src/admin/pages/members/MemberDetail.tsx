import { Box, Button, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Loaded, StateBadge } from '../../app/kit';
import { allows, useSession } from '../../app/session';
import { AdjustButton, ResetPasswordButton, StatusButton } from './MemberActions';
import {
  AuditTab,
  BankTab,
  BillsTab,
  LimitsTab,
  ProfileTab,
  RequirementsTab,
  RoundsTab,
  SessionsTab,
  SportBetsTab,
  StatementTab,
  WalletsTab,
} from './MemberTabs';
import { MEMBER_STATES, MEMBER_TABS, type MemberTab, memberQuery } from './queries';

/** The detail's tabs' Thai titles, in the order of MEMBER_TABS. */
const TAB_TITLES: Record<MemberTab, string> = {
  profile: 'ข้อมูลสมาชิก',
  bank: 'บัญชีธนาคาร',
  wallets: 'กระเป๋าเงิน',
  statement: 'เดินบัญชี',
  games: 'ประวัติเกม',
  lotto: 'โพยหวย',
  sport: 'บิลกีฬา',
  requirements: 'โปรโมชั่น/เทิร์น',
  limits: 'จำกัดการเล่น',
  sessions: 'อุปกรณ์',
  audit: 'ประวัติผู้ดูแล',
};

/**
 * One member (`?id=` in the address): the header with the actions the operator's role may use
 * (adjust: finance; suspend: support; reset password: every role), and a tab per part of the record.
 */
export function MemberDetail({
  id,
  tab,
  onTab,
  onClose,
}: {
  id: number;
  tab: MemberTab;
  onTab: (tab: MemberTab) => void;
  onClose: () => void;
}) {
  const role = useSession()?.role;
  const detail = useQuery(memberQuery(id));

  return (
    <Box as="section" aria-label="รายละเอียดสมาชิก" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="start" gap="3" mb="4" wrap="wrap">
        <Box>
          <Button size="xs" variant="ghost" onClick={onClose} mb="1" px="1">
            ← กลับไปรายชื่อสมาชิก
          </Button>
          <Heading size="md">
            {detail.data ? `${detail.data.first_name} ${detail.data.last_name}` : 'รายละเอียดสมาชิก'}
            {detail.data && (
              <Text as="span" ms="2" fontSize="sm" color="gray.600" fontWeight="normal">
                {detail.data.phone} · รหัส {detail.data.id} · {detail.data.vip_name}
              </Text>
            )}
          </Heading>
          {detail.data && (
            <Box mt="1">
              <StateBadge state={detail.data.status} of={MEMBER_STATES} />
            </Box>
          )}
        </Box>
        {detail.data && (
          <Flex gap="2" wrap="wrap" role="group" aria-label="การดำเนินการ">
            {allows(role, ['finance']) && <AdjustButton member={detail.data} />}
            {allows(role, ['finance', 'support']) && <ResetPasswordButton member={detail.data} />}
            {allows(role, ['support']) && <StatusButton member={detail.data} />}
          </Flex>
        )}
      </Flex>
      <Loaded query={detail}>
        {(member) => (
          <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as MemberTab)} lazyMount unmountOnExit variant="line" size="sm">
            <Box overflowX="auto" mb="4">
              <Tabs.List minW="max-content">
                {MEMBER_TABS.map((t) => (
                  <Tabs.Trigger key={t} value={t} whiteSpace="nowrap">
                    {TAB_TITLES[t]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            <Tabs.Content value="profile">
              <ProfileTab member={member} />
            </Tabs.Content>
            <Tabs.Content value="bank">
              <BankTab member={member} />
            </Tabs.Content>
            <Tabs.Content value="wallets">
              <WalletsTab member={member} />
            </Tabs.Content>
            <Tabs.Content value="statement">
              <StatementTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="games">
              <RoundsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="lotto">
              <BillsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="sport">
              <SportBetsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="requirements">
              <RequirementsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="limits">
              <LimitsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="sessions">
              <SessionsTab memberId={id} />
            </Tabs.Content>
            <Tabs.Content value="audit">
              <AuditTab memberId={id} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Loaded>
    </Box>
  );
}
