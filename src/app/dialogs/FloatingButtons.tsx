import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { CalendarStarIcon, ChatIcon } from '@/components/icons/shell';
import { agentConfigQuery, eventsQuery } from '@/features/agent';
import { eventDialogAtom } from '@/state/ui';

/**
 * The corner buttons float from 960 px only. Below it a fixed button always sits on something a
 * member needs (the picked odds' bar on /sport, statement amounts, the fifth Yeekee digit, reward
 * buttons), so on phones the contact button is the footer's contact tab (or a button in the slim
 * bar) and the event button sits in the header (docs/product.md "Dialogs and fixed buttons").
 */
const CORNER = { base: 'none', md: 'block' } as const;
const CONTACT_BOTTOM = '24px';
const EVENT_BOTTOM = '88px';

function useContactUrl(): string | undefined {
  return useQuery(agentConfigQuery).data?.info.line_contact_url || undefined;
}

/** The fixed contact button in LINE green, from 960 px: opens the agent's LINE contact link (docs/product.md "Contact button"). */
export function ContactButton() {
  const url = useContactUrl();
  if (!url) return null;
  return (
    <Box display={CORNER} position="fixed" right="6" bottom={CONTACT_BOTTOM} zIndex="docked">
      <IconButton asChild colorPalette="line" rounded="full" size="xl" boxShadow="0 4px 14px rgba(6, 199, 85, 0.45)">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label="ติดต่อแอดมินทาง LINE" data-testid="contact-button">
          <ChatIcon size="28px" />
        </a>
      </IconButton>
    </Box>
  );
}

/** The contact button inside a bar below 960 px (the slim layouts, which have no footer tabs). */
export function ContactBarButton() {
  const url = useContactUrl();
  if (!url) return null;
  return (
    <IconButton asChild display={{ base: 'inline-flex', md: 'none' }} colorPalette="line" rounded="full" size="sm">
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label="ติดต่อแอดมินทาง LINE" data-testid="contact-bar-button">
        <ChatIcon size="20px" />
      </a>
    </IconButton>
  );
}

function useEvents() {
  const { data: events } = useQuery(eventsQuery);
  return { has: !!events && events.length > 0, open: useSetAtom(eventDialogAtom) };
}

/** The fixed event icon from 960 px, shown only when the agent has events (docs/product.md "Event dialog and event button"). */
export function EventButton() {
  const { has, open } = useEvents();
  if (!has) return null;
  return (
    <Box display={CORNER} position="fixed" right="6" bottom={EVENT_BOTTOM} zIndex="docked">
      <IconButton
        aria-label="กิจกรรม"
        data-testid="event-button"
        colorPalette="gold"
        rounded="full"
        size="xl"
        boxShadow="0 4px 14px rgba(245, 197, 66, 0.45)"
        onClick={() => open(true)}
      >
        <CalendarStarIcon size="28px" />
      </IconButton>
    </Box>
  );
}

/** The event button in the header below 960 px, shown only when the agent has events. */
export function EventBarButton() {
  const { has, open } = useEvents();
  if (!has) return null;
  return (
    <IconButton
      aria-label="กิจกรรม"
      data-testid="event-bar-button"
      display={{ base: 'inline-flex', md: 'none' }}
      colorPalette="gold"
      variant="outline"
      rounded="full"
      size="sm"
      onClick={() => open(true)}
    >
      <CalendarStarIcon size="20px" />
    </IconButton>
  );
}
