import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { eventsQuery } from '@/features/agent';
import { eventDialogAtom } from '@/state/ui';

/** SPEC section 9: the event dialog is at most 800 px wide. */
const EVENT_DIALOG_MAX_W = '800px';

/** The event dialog (SPEC section 2): the events' images, each linking to /poll/1 and closing the dialog. */
export default function EventDialog() {
  const [open, setOpen] = useAtom(eventDialogAtom);
  const { data: events = [] } = useQuery(eventsQuery);
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
                {events.map((event) => (
                  <Link key={event.id} to="/poll/{-$id}" params={{ id: '1' }} onClick={() => setOpen(false)} aria-label={event.title}>
                    <Image src={event.image} alt={event.title} rounded="lg" w="full" _hover={{ opacity: 0.9 }} />
                  </Link>
                ))}
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
