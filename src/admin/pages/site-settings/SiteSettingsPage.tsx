import { Box, Heading, Text } from '@chakra-ui/react';
import { PageTabs, useAllows } from '../../app/kit';
import { PaymentsTab } from './PaymentsTab';
import { ProfileTab } from './ProfileTab';

/**
 * ตั้งค่าเว็บไซต์ (/api/admin/settings, docs/backoffice.md "Site settings"): the profile members see
 * (name, logo, contact, welcome text, withdrawal rule; admin) and the payment settings (channels
 * open, bounds, QR lifetime, matching windows; admin edits, finance reads). The tab in ?tab=.
 */
export function SiteSettingsPage() {
  const admin = useAllows([]);
  if (!admin)
    return (
      <Box>
        <Heading size="md" mb="1">
          การชำระเงิน
        </Heading>
        <Text fontSize="sm" color="gray.600" mb="4">
          ดูได้อย่างเดียว ผู้ดูแลระบบเป็นผู้แก้ไข
        </Text>
        <PaymentsTab />
      </Box>
    );
  return (
    <PageTabs
      route="/shell/settings"
      tabs={[
        { key: 'profile', name: 'ข้อมูลเว็บไซต์', content: <ProfileTab /> },
        { key: 'payments', name: 'การชำระเงิน', content: <PaymentsTab /> },
      ]}
    />
  );
}
