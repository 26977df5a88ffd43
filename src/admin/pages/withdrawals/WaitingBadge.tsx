import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { waitingQuery } from './queries';
import { beep } from './sound';

/** How long the badge stays highlighted after a new withdrawal arrives. */
export const HIGHLIGHT_MS = 15_000;

/**
 * The menu's figure beside "ถอนเงิน": how many withdrawals wait, asked every few seconds on every
 * page. When the newest pending id grows past the one last seen, a short beep plays and the badge
 * turns red for a while; the first answer only sets what was seen (no beep on load).
 */
export function WaitingBadge() {
  const { data } = useQuery(waitingQuery);
  const seen = useRef<number | null | undefined>(undefined);
  const [fresh, setFresh] = useState(false);
  const latest = data?.latest_id;

  useEffect(() => {
    if (latest === undefined) return;
    const before = seen.current;
    if (before === undefined) {
      seen.current = latest;
      return;
    }
    if (latest !== null && (before === null || latest > before)) {
      seen.current = latest;
      beep();
      setFresh(true);
      const timer = setTimeout(() => setFresh(false), HIGHLIGHT_MS);
      return () => clearTimeout(timer);
    }
  }, [latest]);

  if (!data || data.count === 0) return null;
  return (
    <Badge
      ms="auto"
      colorPalette={fresh ? 'red' : 'orange'}
      variant={fresh ? 'solid' : 'subtle'}
      borderRadius="full"
      data-fresh={fresh ? 'true' : undefined}
      aria-label={`ถอนเงินรอดำเนินการ ${data.count} รายการ${fresh ? ' มีรายการใหม่' : ''}`}
      title={fresh ? 'มีรายการถอนใหม่' : 'รายการถอนที่รอดำเนินการ'}
    >
      {data.count > 99 ? '99+' : data.count}
    </Badge>
  );
}
