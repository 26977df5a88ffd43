import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { AffiliateSummaryData } from '@contract/rewards';
import { CopyButton } from '@/components/CopyButton';
import { Panel } from '@/components/Panel';
import { QrCode } from './QrCode';
import { lineShareUrl } from './terms';

function CopyRow({
  label,
  value,
  copyLabel,
  testId,
  mono,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
  mono?: boolean;
}) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="1">
        {label}
      </Text>
      <Flex align="center" gap="2" bg="bg.muted" rounded="lg" px="3" py="2">
        <Text
          flex="1"
          minW="0"
          fontFamily={mono ? 'mono' : undefined}
          fontWeight="semibold"
          wordBreak="break-all"
          fontSize={mono ? 'lg' : 'sm'}
          letterSpacing={mono ? 'widest' : undefined}
          color={mono ? 'gold.fg' : undefined}
          data-testid={testId}
        >
          {value}
        </Text>
        <CopyButton value={value} label={copyLabel} />
      </Flex>
    </Box>
  );
}

/** The member's referral link and code with copy buttons, the link's QR and LINE sharing. */
export function ReferralLink({ summary }: { summary: Pick<AffiliateSummaryData, 'link' | 'code'> }) {
  return (
    <Panel title="ลิงก์แนะนำเพื่อนของท่าน">
      <Flex gap={{ base: '4', sm: '5' }} direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }}>
        <QrCode value={summary.link} alt={`QR โค้ดลิงก์แนะนำเพื่อน รหัส ${summary.code}`} fileName={`แนะนำเพื่อน-${summary.code}.svg`} />
        <Stack gap="3" flex="1" minW="0">
          <CopyRow label="ลิงก์แนะนำ" value={summary.link} copyLabel="คัดลอกลิงก์แนะนำ" testId="affiliate-link" />
          <CopyRow label="รหัสแนะนำ" value={summary.code} copyLabel="คัดลอกรหัสแนะนำ" testId="affiliate-code" mono />
          <Button asChild colorPalette="green" size="lg">
            <a href={lineShareUrl(summary.link)} target="_blank" rel="noopener noreferrer">
              แชร์ลิงก์ทาง LINE
            </a>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            ส่งลิงก์ให้เพื่อนทาง LINE หรือให้เพื่อนสแกน QR โค้ดเพื่อสมัคร หรือกรอกรหัสแนะนำตอนสมัคร เพื่อนจะนับเป็นของท่านเมื่อฝากเงินครั้งแรก
          </Text>
        </Stack>
      </Flex>
    </Panel>
  );
}
