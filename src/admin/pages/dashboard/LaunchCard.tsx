import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FixAction, launchChecklistQuery, SeverityBadge, useAllows } from '../../app/kit';

/**
 * "ก่อนเปิดเว็บไซต์": what `npm run ops -- doctor` finds, each in Thai with where it is fixed, above
 * the figures until nothing is left. Quiet while loading or when the check cannot be read: the
 * figures below are the page's purpose.
 */
export function LaunchCard() {
  const q = useQuery(launchChecklistQuery);
  const admin = useAllows([]);
  const findings = q.data?.findings ?? [];
  if (findings.length === 0) return null;
  const blocking = findings.some((f) => f.severity === 'block');
  return (
    <Box
      as="section"
      aria-label="ก่อนเปิดเว็บไซต์"
      bg={blocking ? 'red.50' : 'orange.50'}
      borderWidth="1px"
      borderColor={blocking ? 'red.300' : 'orange.300'}
      borderRadius="md"
      p="4"
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md">
          ก่อนเปิดเว็บไซต์
        </Heading>
        {admin && (
          <Link to="/launch">
            <Text color="blue.700" fontSize="sm">
              ดูขั้นตอนเริ่มต้นใช้งาน →
            </Text>
          </Link>
        )}
      </Flex>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {findings.map((f) => (
          <Flex as="li" key={f.key} aria-label={f.th} gap="3" align="center" wrap="wrap" bg="white" borderRadius="md" px="3" py="2">
            <SeverityBadge severity={f.severity} />
            <Text flex="1" minW="60" fontSize="sm">
              {f.th}
            </Text>
            <FixAction finding={f} />
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
