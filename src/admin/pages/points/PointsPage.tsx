import { Flex } from '@chakra-ui/react';
import { ReportSection } from './ReportSection';
import { SettingsForm } from './SettingsForm';

/**
 * Points and VIP (/api/admin/points): earning rates and VIP thresholds, the daily report of points
 * issued and spent, prizes paid and free spins, members per level, and "run the job now". Support
 * acts (audited), finance reads.
 */
export function PointsPage() {
  return (
    <Flex direction="column" gap="6">
      <SettingsForm />
      <ReportSection />
    </Flex>
  );
}
