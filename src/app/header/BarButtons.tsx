import { IconButton } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { CalendarStarIcon, ChatIcon } from '@/components/icons/shell';
import { agentConfigQuery, eventsQuery } from '@/features/agent';
import { eventDialogAtom } from '@/state/ui';

/*
 * The contact and event buttons ride in the header's bar (the slim layouts' bar for contact), which
 * is fixed once the page scrolls, instead of floating in a corner: a floating button always sat on
 * something a member needed (the picked odds' bar on /sport, statement amounts, the fifth Yeekee
 * digit, reward buttons, the VIP progress), on phones and at 1280 px alike (docs/product.md "Where
 * the contact and event buttons go").
 */

/**
 * The contact button in LINE green: opens the agent's LINE contact link (docs/product.md "Contact
 * button"). `phones: false` leaves it to the footer's contact tab below 960 px (the header's top row
 * has no room for it beside the visitor buttons).
 */
export function ContactButton({ phones = true }: { phones?: boolean }) {
  const url = useQuery(agentConfigQuery).data?.info.line_contact_url;
  if (!url) return null;
  return (
    <IconButton
      asChild
      display={phones ? 'inline-flex' : { base: 'none', md: 'inline-flex' }}
      colorPalette="line"
      rounded="full"
      size="sm"
      boxShadow="0 2px 10px rgba(6, 199, 85, 0.35)"
    >
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label="ติดต่อแอดมินทาง LINE" data-testid="contact-button">
        <ChatIcon size="20px" />
      </a>
    </IconButton>
  );
}

/** The event button, shown only when the agent has events (docs/product.md "Event dialog and event button"). */
export function EventButton() {
  const { data: events } = useQuery(eventsQuery);
  const open = useSetAtom(eventDialogAtom);
  if (!events || events.length === 0) return null;
  return (
    <IconButton
      aria-label="กิจกรรม"
      data-testid="event-button"
      colorPalette="gold"
      variant="outline"
      rounded="full"
      // 32 px on phones: it shares the top row with the logo and the visitor buttons.
      size={{ base: 'xs', md: 'sm' }}
      onClick={() => open(true)}
    >
      <CalendarStarIcon size="20px" />
    </IconButton>
  );
}
