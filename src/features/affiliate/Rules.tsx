import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AffiliateConfigData } from '@contract/rewards';
import { levelName, percentText, ruleLines } from './terms';

/** Per level, each product's percent of the referrals' turnover (or net loss). */
export function Rates({ config }: { config: AffiliateConfigData }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {config.levels.map((l) => (
        <Box key={l.level} as="section" aria-label={`อัตรารายได้ระดับ ${l.level}`} bg="bg.muted" rounded="xl" p="4">
          <Heading as="h3" size="sm" color="gold.fg" mb="2">
            {levelName(l.level)}
          </Heading>
          {l.rates.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              ไม่มีรายได้จากระดับนี้
            </Text>
          ) : (
            <Stack as="ul" gap="1" m="0" p="0">
              {l.rates.map((r) => (
                <Box as="li" key={r.product} listStyleType="none" display="flex" justifyContent="space-between" gap="3">
                  <Text fontSize="sm">{r.product_name}</Text>
                  <Text fontSize="sm" fontWeight="semibold">
                    {percentText(r.percent)} ของ{config.basis_name}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The conditions, numbered. */
export function RuleList({ config }: { config: AffiliateConfigData }) {
  return (
    <Stack as="ol" gap="1.5" fontSize="sm" color="fg.muted" pl="5" m="0" listStyleType="decimal" aria-label="เงื่อนไขการแนะนำเพื่อน">
      {ruleLines(config).map((l) => (
        <li key={l}>{l}</li>
      ))}
    </Stack>
  );
}

/** The programme's rules: rates per level, then the conditions. */
export function Rules({ config }: { config: AffiliateConfigData }) {
  return (
    <Stack gap="4">
      <Rates config={config} />
      <RuleList config={config} />
    </Stack>
  );
}
