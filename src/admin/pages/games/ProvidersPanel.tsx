import { Badge, Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/lib/api-error';
import { count, Loaded } from '../../app/kit';
import { OnOff } from './OnOff';
import { providersQuery, switchProvider } from './queries';

/** Each provider with its switch and how many of its games are on. */
export function ProvidersPanel({ canSwitch }: { canSwitch: boolean }) {
  const providers = useQuery(providersQuery);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) => switchProvider(v.id, v.enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });

  return (
    <Loaded query={providers} empty="ยังไม่มีผู้ให้บริการเกม" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <>
          {toggle.isError && (
            <Text role="alert" color="red.600" mb="2">
              {failureMessage(toggle.error)}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {list.map((p) => (
              <Box key={p.id} bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid={`provider-${p.id}`}>
                <Flex justify="space-between" align="start" gap="3">
                  <Box>
                    <Text fontWeight="semibold">{p.name}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {p.id} · เปิด {count(p.enabled_games)} / {count(p.game_count)} เกม
                    </Text>
                    {!p.running && (
                      <Badge mt="1" colorPalette="orange" variant="subtle">
                        ไม่ได้ใช้งานในระบบนี้
                      </Badge>
                    )}
                  </Box>
                  <OnOff
                    on={p.enabled}
                    label={p.name}
                    canSwitch={canSwitch}
                    busy={toggle.isPending && toggle.variables?.id === p.id}
                    onChange={(enabled) => toggle.mutate({ id: p.id, enabled })}
                  />
                </Flex>
              </Box>
            ))}
          </SimpleGrid>
        </>
      )}
    </Loaded>
  );
}
