import { Badge, Button, Code, Text } from '@chakra-ui/react';
import { isBackOfficeFix, type LaunchChecklist, type LaunchFinding } from '@contract/admin-launch';
import { queryOptions } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { adminApi } from '../http';

/**
 * What is missing before the site opens (GET /api/admin/launch/checklist): the dashboard's
 * "ก่อนเปิดเว็บไซต์" card and the first-run page both read it (docs/runbook.md "Doctor").
 */
export const launchChecklistQuery = queryOptions({
  queryKey: ['admin', 'launch', 'checklist'] as const,
  queryFn: () => adminApi.get<LaunchChecklist>('/launch/checklist'),
});

export const SEVERITY_NAMES = { block: 'ต้องแก้ก่อนเปิด', warn: 'ควรแก้' } as const;

export function SeverityBadge({ severity }: { severity: LaunchFinding['severity'] }) {
  return <Badge colorPalette={severity === 'block' ? 'red' : 'orange'}>{SEVERITY_NAMES[severity]}</Badge>;
}

/**
 * Where a finding is fixed: a button to the back-office page, or the environment variable to set
 * (a restart, then `npm run ops -- doctor` to check). Pages are reached through the history, not a
 * typed link: some (the settings pages) are registered by their own folders.
 */
export function FixAction({ finding, label = 'ไปแก้ไข' }: { finding: LaunchFinding; label?: string }) {
  const router = useRouter();
  const { fix } = finding;
  if (!isBackOfficeFix(fix))
    return (
      <Text fontSize="sm" color="gray.700">
        ตั้งค่าตัวแปร <Code>{fix}</Code> บนเซิร์ฟเวอร์ แล้วเริ่มระบบใหม่ และตรวจอีกครั้งด้วย <Code>npm run ops -- doctor</Code>
      </Text>
    );
  return (
    <Button asChild size="xs" colorPalette="blue" variant="outline">
      <a
        href={fix}
        onClick={(e) => {
          e.preventDefault();
          router.history.push(fix);
        }}
      >
        {label}
      </a>
    </Button>
  );
}
