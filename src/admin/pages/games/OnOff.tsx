import { Badge, Box, Button } from '@chakra-ui/react';

/**
 * An on/off switch (role="switch": screen readers say on or off) for operators who may switch; a
 * plain badge for those who only read.
 */
export function OnOff({
  on,
  label,
  canSwitch,
  busy,
  onChange,
}: {
  on: boolean;
  /** What is switched, for the accessible name: 'สมบัติสยาม'. */
  label: string;
  canSwitch: boolean;
  busy?: boolean;
  onChange: (next: boolean) => void;
}) {
  if (!canSwitch)
    return (
      <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
        {on ? 'เปิด' : 'ปิด'}
      </Badge>
    );
  return (
    <Button
      role="switch"
      aria-checked={on}
      aria-label={`เปิดใช้ ${label}`}
      size="xs"
      minW="16"
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'green' : 'gray'}
      loading={busy}
      onClick={() => onChange(!on)}
    >
      <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg={on ? 'white' : 'gray.400'} />
      {on ? 'เปิด' : 'ปิด'}
    </Button>
  );
}
