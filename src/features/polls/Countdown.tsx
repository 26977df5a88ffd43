import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2 วัน 04:05:06" of a span in milliseconds (never negative). */
export function spanText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days} วัน ${clock}` : clock;
}

/**
 * The time left to vote (or before voting starts), ticking every second on the server's clock (the
 * offset between the answer's server_time and this device is kept). At zero it calls `onEnd` once.
 */
export function Countdown({
  opensAt,
  closesAt,
  serverTime,
  notStarted,
  votingOpen,
  onEnd,
}: {
  opensAt: string;
  closesAt: string;
  serverTime: string;
  notStarted: boolean;
  votingOpen: boolean;
  onEnd?: () => void;
}) {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  const target = notStarted ? Date.parse(opensAt) : Date.parse(closesAt);
  const running = notStarted || votingOpen;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [running, offset]);
  const left = target - now;
  const ended = running && left <= 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  if (!running) return null;
  return (
    <Box rounded="xl" bg="bg.muted" px="4" py="3" textAlign="center" role="timer" aria-live="off" data-testid="poll-countdown">
      <Text fontSize="sm" color="fg.muted">
        {notStarted ? 'เริ่มโหวตในอีก' : 'เหลือเวลาโหวต'}
      </Text>
      <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold" color="gold.300" fontVariantNumeric="tabular-nums">
        {spanText(left)}
      </Text>
    </Box>
  );
}
