import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { QuestItem } from '@contract/quests';
import { QUEST_PERIOD_NAMES, type QuestPeriod } from '@contract/quests-names';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { SegmentTabs } from '@/components/SegmentTabs';
import { failureMessage } from '@/lib/api-error';
import { timeLeft } from './format';
import { QuestCard } from './QuestCard';
import { eventQuestQuery, questListQuery } from './queries';

const route = getRouteApi('/_auth/member/creditfree');

/** The clock the time-left lines count from, ticking every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function Empty({ text }: { text: string }) {
  return (
    <Box rounded="2xl" borderWidth="1px" borderColor="border.muted" bg="bg.panel" p="6" textAlign="center">
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}

function QuestGrid({ quests, now }: { quests: QuestItem[]; now: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', sm: '4' }}>
      {quests.map((q) => (
        <QuestCard key={q.id} quest={q} now={now} />
      ))}
    </SimpleGrid>
  );
}

/** One event: its image, title and time left, then its quests (POST /api/event/quest); a refusal is the server's message. */
function EventSection({ eventId, now, selected }: { eventId: number; now: number; selected: boolean }) {
  const { data, error, isPending } = useQuery(eventQuestQuery(eventId));
  if (isPending) return <Skeleton h="48" rounded="2xl" />;
  if (error || !data)
    return (
      <Box rounded="2xl" borderWidth="1px" borderColor="red.700" p="4" role="alert" data-testid={`event-${eventId}`}>
        <Text>{failureMessage(error)}</Text>
      </Box>
    );
  return (
    <Box
      as="section"
      aria-label={data.event.title || `กิจกรรม #${eventId}`}
      data-testid={`event-${eventId}`}
      rounded="2xl"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'gold.500' : 'border.muted'}
      p={{ base: '3', sm: '4' }}
    >
      <Flex gap="3" align="center" mb="3">
        {data.event.image && <Image src={data.event.image} alt="" w={{ base: '20', sm: '28' }} rounded="lg" flexShrink={0} />}
        <Box minW="0">
          <Heading as="h2" size="md" color="gold.fg">
            {data.event.title}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {timeLeft(data.event.ends_at, now)}
          </Text>
        </Box>
      </Flex>
      {data.quests.length > 0 ? <QuestGrid quests={data.quests} now={now} /> : <Empty text="กิจกรรมนี้ยังไม่มีภารกิจในตอนนี้" />}
    </Box>
  );
}

function Quests({ eventId }: { eventId?: number }) {
  const { quests } = useSuspenseQuery(questListQuery).data;
  const now = useNow();
  const [period, setPeriod] = useState<QuestPeriod>(eventId ? 'event' : 'daily');
  const eventIds = [...new Set([...(eventId ? [eventId] : []), ...quests.flatMap((q) => (q.event_id === null ? [] : [q.event_id]))])];
  const ready = quests.filter((q) => q.status === 'completed').length;
  return (
    <Stack gap="3">
      {ready > 0 && (
        <Text fontSize="sm" color="green.300" role="status">
          มีภารกิจสำเร็จรอรับรางวัล {ready} ภารกิจ
        </Text>
      )}
      <SegmentTabs
        maxW={{ sm: '420px' }}
        label="ประเภทภารกิจ"
        value={period}
        onChange={setPeriod}
        items={(['daily', 'weekly', 'event'] as const).map((p) => ({ value: p, label: QUEST_PERIOD_NAMES[p] }))}
      >
        {period === 'event' ? (
          eventIds.length > 0 ? (
            <Stack gap="4">
              {eventIds.map((id) => (
                <EventSection key={id} eventId={id} now={now} selected={id === eventId} />
              ))}
            </Stack>
          ) : (
            <Empty text="ยังไม่มีกิจกรรมที่มีภารกิจในตอนนี้" />
          )
        ) : (
          (() => {
            const list = quests.filter((q) => q.period === period);
            return list.length > 0 ? (
              <QuestGrid quests={list} now={now} />
            ) : (
              <Empty text={`ยังไม่มีภารกิจ${QUEST_PERIOD_NAMES[period]}ในตอนนี้`} />
            );
          })()
        )}
      </SegmentTabs>
    </Stack>
  );
}

/**
 * /member/creditfree "ภารกิจ รับเครดิตฟรี": daily, weekly and event quests (a segment control), each
 * a card with its reward, progress, time left and the redeem button. `?event=<id>` opens that event.
 */
export function QuestsPage() {
  const eventId = route.useSearch().event;
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Box mb="4">
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
          ภารกิจ รับเครดิตฟรี
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          ทำภารกิจให้สำเร็จ แล้วกดรับรางวัลเครดิตฟรี แต้ม หรือฟรีสปินได้เลย
        </Text>
      </Box>
      <QueryBoundary
        fallback={
          <Stack gap="3">
            <Skeleton h="10" rounded="full" />
            <Skeleton h="40" rounded="2xl" />
            <Skeleton h="40" rounded="2xl" />
          </Stack>
        }
      >
        <Quests key={eventId ?? 0} eventId={eventId} />
      </QueryBoundary>
    </Container>
  );
}
