import { Alert, Badge, Box, Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LAUNCH_STEPS, type LaunchFinding } from '@contract/admin-launch';
import { useQuery } from '@tanstack/react-query';
import { Failure, FixAction, Loading, launchChecklistQuery, SeverityBadge } from '../../app/kit';

/** The button's words for each back-office page a step leads to. */
const PAGE_LABELS: Record<string, string> = {
  '/admin/settings': 'ไปหน้าตั้งค่าเว็บไซต์',
  '/admin/deposit-accounts': 'ไปหน้าบัญชีรับเงินฝาก',
  '/admin/operators': 'ไปหน้าผู้ดูแลและสิทธิ์',
};

function Step({ n, title, finding }: { n: number; title: string; finding: LaunchFinding | undefined }) {
  const done = finding === undefined;
  return (
    <Box
      as="li"
      aria-label={`ขั้นตอนที่ ${n}: ${title}`}
      listStyleType="none"
      bg="white"
      borderWidth="1px"
      borderColor={done ? 'green.200' : finding.severity === 'block' ? 'red.300' : 'orange.300'}
      borderRadius="md"
      p="4"
    >
      <Flex gap="3" align="flex-start">
        <Flex
          flexShrink={0}
          w="8"
          h="8"
          borderRadius="full"
          align="center"
          justify="center"
          fontWeight="semibold"
          bg={done ? 'green.100' : 'gray.100'}
          color={done ? 'green.800' : 'gray.800'}
          aria-hidden="true"
        >
          {done ? '✓' : n}
        </Flex>
        <Box flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">
              {n}. {title}
            </Text>
            {done ? <Badge colorPalette="green">เสร็จแล้ว</Badge> : <Badge colorPalette="gray">ยังไม่เสร็จ</Badge>}
            {finding && <SeverityBadge severity={finding.severity} />}
          </Flex>
          {finding && (
            <Stack gap="2" mt="2">
              <Text fontSize="sm">{finding.th}</Text>
              <Box>
                <FixAction finding={finding} label={PAGE_LABELS[finding.fix]} />
              </Box>
            </Stack>
          )}
        </Box>
      </Flex>
    </Box>
  );
}

/**
 * The first-run page (/admin/launch): the same checks as `npm run ops -- doctor`, one numbered step
 * each, done or not, with where each is fixed. An admin opening the back office lands here while
 * anything blocks opening (docs/backoffice.md "First run").
 */
export function LaunchPage() {
  const q = useQuery(launchChecklistQuery);
  if (q.isPending) return <Loading label="กำลังตรวจความพร้อม..." />;
  if (!q.data) return <Failure error={q.error} onRetry={() => q.refetch()} />;
  const { ready, findings } = q.data;
  const byKey = new Map(findings.map((f) => [f.key, f]));
  const steps = LAUNCH_STEPS.filter((s) => !s.onlyWhenFound || byKey.has(s.key));
  const blocking = findings.filter((f) => f.severity === 'block').length;
  return (
    <Stack gap="4" maxW="3xl">
      <Text color="gray.700">ทำตามขั้นตอนด้านล่างให้ครบก่อนเปิดเว็บไซต์ให้สมาชิกใช้งาน รายการจะเปลี่ยนเป็น “เสร็จแล้ว” เมื่อแก้ไขเรียบร้อย</Text>
      <Alert.Root status={ready ? 'success' : 'warning'} borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ready ? 'พร้อมเปิดเว็บไซต์แล้ว' : `ยังเปิดเว็บไซต์ไม่ได้: เหลือ ${blocking} รายการที่ต้องแก้ก่อนเปิด`}</Alert.Title>
          {ready && findings.length > 0 && <Alert.Description>ยังมี {findings.length} รายการที่ควรแก้</Alert.Description>}
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => q.refetch()} loading={q.isFetching}>
          ตรวจอีกครั้ง
        </Button>
      </Alert.Root>
      {q.isError && <Failure error={q.error} onRetry={() => q.refetch()} />}
      <Box as="ol" aria-label="ขั้นตอนเริ่มต้นใช้งาน" display="flex" flexDirection="column" gap="3" m="0" p="0">
        {steps.map((s, i) => (
          <Step key={s.key} n={i + 1} title={s.title} finding={byKey.get(s.key)} />
        ))}
      </Box>
      <Box as="section" aria-label="ตรวจจากเซิร์ฟเวอร์" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="sm" mb="1">
          ตรวจจากเซิร์ฟเวอร์
        </Heading>
        <Text fontSize="sm" color="gray.700">
          ค่าที่ตั้งผ่านตัวแปรบนเซิร์ฟเวอร์ต้องเริ่มระบบใหม่จึงจะมีผล จากนั้นตรวจด้วย <Code>npm run ops -- doctor</Code> (ออกด้วยรหัส 0 เมื่อพร้อมเปิด)
        </Text>
      </Box>
    </Stack>
  );
}
