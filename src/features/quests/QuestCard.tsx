import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { QuestItem } from '@contract/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { walletsQueryKey } from '@/features/member';
import { failureMessage } from '@/lib/api-error';
import { questsApi } from './api';
import { progressText, timeLeft } from './format';
import { questKeys } from './queries';

const PRIZE_COLORS = { credit: 'green', points: 'gold', free_spins: 'purple', none: 'gray' } as const;

/** A progress bar with its figures (plain elements: the member theme has no Progress recipe). */
function Bar({ quest }: { quest: QuestItem }) {
  const done = quest.status !== 'in_progress';
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
        <Text color="fg.muted">ความคืบหน้า</Text>
        <Text fontWeight="semibold" data-testid="quest-progress">
          {progressText(quest)}
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={`ความคืบหน้า ${quest.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={quest.percent}
        h="2.5"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${quest.percent}%`} rounded="full" bg={done ? 'green.500' : 'gold.500'} transition="width 0.3s" />
      </Box>
    </Box>
  );
}

/**
 * One quest: its reward, the progress bar with figures, the time left in the period and the redeem
 * button ("รับรางวัล", enabled only when completed, disabled while sending; "รับแล้ว" once redeemed).
 * The server's Thai message is shown under the button, success or refusal, and the list refreshes.
 */
export function QuestCard({ quest, now }: { quest: QuestItem; now: number }) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (requestKey: string) => questsApi.redeem(quest.id, requestKey),
    onSuccess: (data) => {
      key.current = null;
      setNote({ ok: true, text: data.message });
      queryClient.setQueryData(questKeys.list, (old: { now: string; quests: QuestItem[] } | undefined) =>
        old ? { ...old, quests: old.quests.map((q) => (q.id === quest.id ? data.quest : q)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'points'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'statement'] });
    },
    onError: (err) => {
      key.current = null;
      setNote({ ok: false, text: failureMessage(err) });
    },
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: questKeys.memberRoot });
    },
  });
  const onRedeem = () => {
    if (inFlight.current || mutation.isPending) return;
    inFlight.current = true;
    setNote(null);
    key.current ??= `quest-${quest.id}-${crypto.randomUUID()}`;
    mutation.mutate(key.current);
  };
  const redeemed = quest.status === 'redeemed';
  const completed = quest.status === 'completed';
  return (
    <Box
      as="article"
      aria-label={quest.title}
      data-testid={`quest-${quest.id}`}
      rounded="2xl"
      borderWidth="1px"
      borderColor={completed ? 'green.600' : 'border.muted'}
      bg="bg.panel"
      p={{ base: '4', sm: '5' }}
      minW="0"
    >
      <Flex justify="space-between" align="start" gap="3" mb="2">
        <Box minW="0">
          <Heading as="h3" size="md">
            {quest.title}
          </Heading>
          {quest.description && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {quest.description}
            </Text>
          )}
        </Box>
        <Badge
          colorPalette={PRIZE_COLORS[quest.reward.kind]}
          variant="subtle"
          flexShrink={0}
          px="2"
          py="1"
          rounded="md"
          data-testid="quest-reward"
        >
          {quest.reward.text}
        </Badge>
      </Flex>
      {quest.reward.kind === 'credit' && quest.reward.turnover_multiplier > 0 && (
        <Text fontSize="xs" color="gold.200" mb="2">
          ทำเทิร์น {quest.reward.turnover_multiplier} เท่าของเครดิตก่อนถอน
        </Text>
      )}
      <Bar quest={quest} />
      <Flex justify="space-between" align="center" gap="3" mt="3" wrap="wrap">
        <Text fontSize="xs" color="fg.muted" data-testid="quest-time-left">
          {timeLeft(quest.period_end, now)}
        </Text>
        {redeemed ? (
          <Button size="sm" variant="outline" colorPalette="gray" disabled>
            รับแล้ว
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette={completed ? 'green' : 'gold'}
            disabled={!completed || mutation.isPending}
            loading={mutation.isPending}
            loadingText="กำลังรับรางวัล"
            onClick={onRedeem}
          >
            รับรางวัล
          </Button>
        )}
      </Flex>
      {note && (
        <Text mt="2" fontSize="sm" color={note.ok ? 'green.300' : 'red.300'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </Text>
      )}
    </Box>
  );
}
