import { Button, Grid } from '@chakra-ui/react';

const QUICK = [100, 500, 1000, 5000];
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'del'] as const;
const MAX_DIGITS = 9;

/** The stake's keypad (whole baht): quick amounts add, digits type, ⌫ deletes, ล้าง clears. */
export function Keypad({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const press = (k: (typeof KEYS)[number]) => {
    if (k === 'del') return onChange(value.slice(0, -1));
    const next = `${value}${k}`.replace(/^0+/, '');
    if (next.length <= MAX_DIGITS) onChange(next);
  };
  return (
    <Grid templateColumns="repeat(4, 1fr)" gap="1.5" data-testid="slip-keypad">
      {QUICK.map((q) => (
        <Button
          key={q}
          size="sm"
          variant="outline"
          colorPalette="gold"
          disabled={disabled}
          onClick={() => onChange(String(Number(value || 0) + q).slice(0, MAX_DIGITS))}
        >
          +{q.toLocaleString('th-TH')}
        </Button>
      ))}
      {KEYS.map((k) => (
        <Button key={k} size="sm" variant="subtle" disabled={disabled} onClick={() => press(k)} aria-label={k === 'del' ? 'ลบตัวเลข' : k}>
          {k === 'del' ? '⌫' : k}
        </Button>
      ))}
      <Button size="sm" variant="ghost" gridColumn="span 4" disabled={disabled} onClick={() => onChange('')}>
        ล้าง
      </Button>
    </Grid>
  );
}
