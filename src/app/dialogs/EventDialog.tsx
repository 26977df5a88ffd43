import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { AgentEvent } from '@contract/agent';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { eventsQuery } from '@/features/agent';
import { eventQuestIdsQuery } from '@/features/quests';
import { eventDialogAtom } from '@/state/ui';

/** docs/constants.md "Screen sizes": the event dialog is at most 800 px wide. */
const EVENT_DIALOG_MAX_W = '800px';

function EventImage({ event }: { event: AgentEvent }) {
  return <Image src={event.image} alt={event.title} rounded="lg" w="full" _hover={{ opacity: 0.9 }} />;
}

/**
 * An event's own link: a path of this site through the router, any other address in a new tab. The
 * target is the event's data (its `link`), never a path guessed here: an event without one is an
 * image only.
 */
function OwnLink({ event, onClose }: { event: AgentEvent; onClose: () => void }) {
  const router = useRouter();
  const href = event.link.trim();
  if (!href) return <EventImage event={event} />;
  if (!href.startsWith('/') || href.startsWith('//')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClose} aria-label={event.title}>
        <EventImage event={event} />
      </a>
    );
  }
  return (
    <a
      href={href}
      aria-label={event.title}
      onClick={(e) => {
        e.preventDefault();
        onClose();
        void router.navigate({ href });
      }}
    >
      <EventImage event={event} />
    </a>
  );
}

/**
 * The event dialog (docs/product.md "Event dialog and event button"): the events' images, each closing the dialog and linking to the
 * event: its quests on /member/creditfree?event=<id> when it carries quests, otherwise its own link.
 * Which events carry quests is asked only while the dialog is open.
 */
export default function EventDialog() {
  const [open, setOpen] = useAtom(eventDialogAtom);
  const { data: events = [] } = useQuery(eventsQuery);
  const { data: withQuests } = useQuery({ ...eventQuestIdsQuery, enabled: open && events.length > 0 });
  const questIds = new Set(withQuests?.event_ids ?? []);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={EVENT_DIALOG_MAX_W} w="full" bg="bg.subtle" data-testid="event-dialog">
            <Dialog.Header>
              <Dialog.Title color="gold.400">กิจกรรม</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <SimpleGrid columns={{ base: 1, sm: events.length > 1 ? 2 : 1 }} gap="3">
                {events.map((event) =>
                  questIds.has(event.id) ? (
                    <Link key={event.id} to="/member/creditfree" search={{ event: event.id }} onClick={close} aria-label={event.title}>
                      <EventImage event={event} />
                    </Link>
                  ) : (
                    <OwnLink key={event.id} event={event} onClose={close} />
                  ),
                )}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="ปิด" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
