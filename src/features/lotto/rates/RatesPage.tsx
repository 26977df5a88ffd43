import { Box, Button, Container, Flex, Grid, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CATEGORY_GROUP_NAMES, CATEGORY_GROUPS } from '@contract/lotto-names';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { CategoryBadge } from '../components/CategoryBadge';
import { LottoNav } from '../components/LottoNav';
import { ratesQuery } from '../queries';
import { RatesTable } from './RatesTable';

/**
 * /lotto/rates: each category's bet types with the rate per 1 baht and the bet limits. A list of the
 * categories by group on wide screens, a select on phones; the chosen one's table beside it.
 */
export function RatesPage() {
  return (
    <Container py={{ base: '4', sm: '8' }}>
      <LottoNav />
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.300" mb="4">
        อัตราจ่ายหวย
      </Heading>
      <QueryBoundary>
        <Rates />
      </QueryBoundary>
    </Container>
  );
}

function Rates() {
  const categories = useSuspenseQuery(ratesQuery()).data.categories;
  const [chosen, setChosen] = useState<number | null>(null);
  const category = categories.find((c) => c.id === chosen) ?? categories[0];
  const groups = CATEGORY_GROUPS.map((g) => ({
    code: g,
    name: CATEGORY_GROUP_NAMES[g],
    items: categories.filter((c) => c.group === g),
  })).filter((g) => g.items.length > 0);

  if (!category) return null;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }} gap="5" alignItems="start">
      <Box display={{ md: 'none' }}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            aria-label="เลือกประเภทหวย"
            value={category.id}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
            bg="bg.subtle"
            borderColor="gold.800"
          >
            {groups.map((g) => (
              <optgroup key={g.code} label={g.name}>
                {g.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Stack as="nav" aria-label="ประเภทหวย" display={{ base: 'none', md: 'flex' }} gap="4">
        {groups.map((g) => (
          <Box key={g.code}>
            <Text fontSize="sm" color="fg.muted" mb="1.5">
              {g.name}
            </Text>
            <Stack gap="1">
              {g.items.map((c) => (
                <Button
                  key={c.id}
                  justifyContent="flex-start"
                  variant={c.id === category.id ? 'subtle' : 'ghost'}
                  colorPalette="gold"
                  color={c.id === category.id ? 'gold.200' : 'fg'}
                  size="sm"
                  aria-pressed={c.id === category.id}
                  onClick={() => setChosen(c.id)}
                >
                  {c.name}
                </Button>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Box
        as="section"
        aria-labelledby="rates-category"
        bg="bg.panel"
        rounded="2xl"
        borderWidth="1px"
        borderColor="gold.900"
        p={{ base: '4', sm: '5' }}
      >
        <Flex align="center" gap="3" mb="4">
          <CategoryBadge code={category.code} size="12" />
          <Box minW="0">
            <Heading as="h2" id="rates-category" size="lg" color="gold.200">
              {category.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {category.schedule_text}
            </Text>
          </Box>
        </Flex>
        <RatesTable rates={category.rates.filter((r) => r.enabled)} />
        <Text fontSize="xs" color="fg.muted" mt="3">
          อัตราจ่ายคิดต่อการแทง 1 บาท เช่น 3 ตัวบน บาทละ 900 แทง 10 บาท ถูกได้ 9,000 บาท · เลขอั้นอาจจ่ายลดตามที่ประกาศในแต่ละงวด
        </Text>
      </Box>
    </Grid>
  );
}
