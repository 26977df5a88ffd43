import { Badge } from '@chakra-ui/react';
import type { AdminMemberSummary } from '@contract/admin';

export function StatusBadge({ status }: { status: AdminMemberSummary['status'] }) {
  return status === 'active' ? <Badge colorPalette="green">ใช้งาน</Badge> : <Badge colorPalette="red">ระงับ</Badge>;
}
