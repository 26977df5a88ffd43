import { Box, Button, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { allows, useSession } from '../../app/session';
import { Failure, Loading } from '../../app/ui';
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
  StatementTab,
  WalletsTab,
} from './MemberTabs';
import { memberQuery } from './queries';
import { StatusBadge } from './StatusBadge';

/** The detail's tabs, in order; `?tab=` holds the key. */
export const MEMBER_TABS = [
  { key: 'profile', title: 'ข้อมูลสมาชิก' },
  { key: 'bank', title: 'บัญชีธนาคาร' },
  { key: 'wallets', title: 'กระเป๋าเงิน' },
  { key: 'statement', title: 'เดินบัญชี' },
  { key: 'games', title: 'ประวัติเกม' },
  { key: 'lotto', title: 'โพยหวย' },
  { key: 'requirements', title: 'โปรโมชั่น/เทิร์น' },
  { key: 'limits', title: 'จำกัดการเล่น' },
  { key: 'sessions', title: 'อุปกรณ์' },
  { key: 'audit', title: 'ประวัติผู้ดูแล' },
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number]['key'];
const isTab = (t: string): t is MemberTab => MEMBER_TABS.some((x) => x.key === t);

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
  tab: string;
  onTab: (tab: MemberTab) => void;
  onClose: () => void;
}) {
  const role = useSession()?.role;
  const detail = useQuery(memberQuery(id));
  const current: MemberTab = isTab(tab) ? tab : 'profile';

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
                {detail.data.phone} · รหัส {detail.data.id}
              </Text>
            )}
          </Heading>
          {detail.data && (
            <Box mt="1">
              <StatusBadge status={detail.data.status} />
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
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <Failure error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <Tabs.Root value={current} onValueChange={(e) => isTab(e.value) && onTab(e.value)} lazyMount unmountOnExit variant="line" size="sm">
          <Box overflowX="auto" mb="4">
            <Tabs.List minW="max-content">
              {MEMBER_TABS.map((t) => (
                <Tabs.Trigger key={t.key} value={t.key} whiteSpace="nowrap">
                  {t.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          <Tabs.Content value="profile">
            <ProfileTab member={detail.data} />
          </Tabs.Content>
          <Tabs.Content value="bank">
            <BankTab member={detail.data} />
          </Tabs.Content>
          <Tabs.Content value="wallets">
            <WalletsTab member={detail.data} />
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
    </Box>
  );
}
