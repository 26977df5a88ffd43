import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { YEEKEE_COOLDOWN_SECONDS } from '@contract/lotto-names';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCountdown } from '@/lib/countdown';
import { useNetworkGate } from '@/lib/network';
import { NumberPad } from '../round/NumberPad';
import { type YeekeeShoot, yeekeeApi } from './api';

type Props = {
  roundId: number;
  /** Shooting is possible now (round open and started). */
  open: boolean;
  loggedIn: boolean;
  onShot: (shot: YeekeeShoot) => void;
};

/**
 * The shoot box: five digits on the keypad and 'ยิงเลข'. The server allows one shot per member every
 * 10 seconds in a round; the box counts the wait down and says the server's reason when it refuses.
 */
export function ShootBox({ roundId, open, loggedIn, onShot }: Props) {
  const [number, setNumber] = useState('');
  const gate = useNetworkGate();
  const [until, setUntil] = useState<number | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const wait = useCountdown(until);
  const shoot = useMutation({
    mutationFn: (n: string) => yeekeeApi.shoot(roundId, n),
    onSuccess: (data) => {
      setUntil(Date.now() + data.cooldown_seconds * 1000);
      setNote({ ok: true, text: `ยิงเลข ${data.shot.number} สำเร็จ` });
      setNumber('');
      onShot(data);
    },
    onError: (err) => setNote({ ok: false, text: err.message }),
  });
  const ready = number.length === 5 && wait === 0 && open && !shoot.isPending;
  return (
    <Box as="section" aria-label="ยิงเลข" bg="bg.panel" borderWidth="1px" borderColor="gold.800" rounded="2xl" p={{ base: '4', sm: '5' }}>
      <Heading as="h2" size="md" color="gold.fg" mb="1">
        ยิงเลข
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        กดเลข 5 หลักแล้วกดยิง ยิงได้ทุก {YEEKEE_COOLDOWN_SECONDS} วินาที ผลรอบนี้คำนวณจากเลขที่ทุกคนยิง
      </Text>
      <NumberPad value={number} length={5} label="เลขที่ต้องการยิง" onChange={setNumber} disabled={!open || !loggedIn} />
      {loggedIn ? (
        <Button
          mt="4"
          w="full"
          size="lg"
          colorPalette="gold"
          disabled={!ready || gate.disabled}
          loading={shoot.isPending}
          onClick={() => shoot.mutate(number)}
        >
          {gate.reason ?? (wait > 0 ? `ยิงได้อีกครั้งใน ${wait} วินาที` : 'ยิงเลข')}
        </Button>
      ) : (
        <Button asChild mt="4" w="full" size="lg" colorPalette="gold">
          <Link to="/login">เข้าสู่ระบบเพื่อยิงเลข</Link>
        </Button>
      )}
      {!open && (
        <Text mt="3" fontSize="sm" color="fg.muted" textAlign="center">
          รอบนี้ไม่เปิดให้ยิงเลขในตอนนี้
        </Text>
      )}
      <Text role="status" aria-live="polite" mt="3" minH="5" fontSize="sm" textAlign="center" color={note?.ok ? 'green.fg' : 'fg.error'}>
        {note?.text ?? ''}
      </Text>
    </Box>
  );
}
