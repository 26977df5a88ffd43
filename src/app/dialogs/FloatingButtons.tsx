import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { CalendarStarIcon, ChatIcon } from '@/components/icons/shell';
import { agentConfigQuery, eventsQuery } from '@/features/agent';
import { eventDialogAtom } from '@/state/ui';

/** Above the fixed footer on mobile, near the corner from 960 px. */
const CONTACT_BOTTOM = { base: '84px', md: '24px' };
const EVENT_BOTTOM = { base: '148px', md: '88px' };

/** The fixed contact button in LINE green: opens the agent's LINE contact link (docs/product.md "Contact button"). */
export function ContactButton() {
  const { data } = useQuery(agentConfigQuery);
  const url = data?.info.line_contact_url;
  if (!url) return null;
  return (
    <Box position="fixed" right={{ base: '3', md: '6' }} bottom={CONTACT_BOTTOM} zIndex="docked">
      <IconButton asChild colorPalette="line" rounded="full" size="xl" boxShadow="0 4px 14px rgba(6, 199, 85, 0.45)">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label="ติดต่อแอดมินทาง LINE" data-testid="contact-button">
          <ChatIcon size="28px" />
        </a>
      </IconButton>
    </Box>
  );
}

/** The fixed event icon, shown only when the agent has events (docs/product.md "Event dialog and event button"). */
export function EventButton() {
  const { data: events } = useQuery(eventsQuery);
  const open = useSetAtom(eventDialogAtom);
  if (!events || events.length === 0) return null;
  return (
    <Box position="fixed" right={{ base: '3', md: '6' }} bottom={EVENT_BOTTOM} zIndex="docked">
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
