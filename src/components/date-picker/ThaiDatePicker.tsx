import { Button, chakra, Text, useFieldContext } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { parseIsoDay, thaiShortDay } from './calendar';

// The calendar (Chakra's dialog, the grid, the keyboard) loads on first open: a page with a date
// field pays only for the button until someone opens it.
const CalendarDialog = lazy(() => import('./CalendarDialog'));

export type ThaiDatePickerProps = {
  /** Names the field for assistive technology and titles the calendar ('ตั้งแต่วันที่'). */
  label: string;
  /** The chosen day, ISO 'YYYY-MM-DD' (what the API reads), or '' for none. */
  value: string;
  /** Called with the ISO day, or '' when cleared. */
  onChange: (iso: string) => void;
  /** The first and last days that may be chosen (ISO); others show but cannot be picked. */
  min?: string;
  max?: string;
  /** Carries the ISO value in a hidden input of this name, for forms that read their fields. */
  name?: string;
  placeholder?: string;
  /** Whether the calendar offers "ล้างวันที่" (a filter's "any day"); on by default. */
  clearable?: boolean;
  /** The site's accent: gold on the member site, blue in the back office. */
  colorPalette?: string;
  /** The field's background (the back office's boxes are white). */
  bg?: string;
  /** The field's border colour at rest. */
  borderColor?: string;
  /** The field's size: 'md' as an input, 'sm' in a dense filter row. */
  size?: 'sm' | 'md';
  invalid?: boolean;
  disabled?: boolean;
};

/**
 * The one date field of the member site and the back office: a button that reads the day in Thai
 * with the Buddhist-era year ('1 พ.ย. 2569') whatever the phone's or browser's locale, opening a
 * calendar (Thai month names, years in พ.ศ., weeks from Sunday as Thai calendars print them; see
 * CalendarDialog). Inside a Chakra Field its label names it. The value stays the ISO day the API
 * reads; "today" is the Bangkok day (contract/thai-calendar.ts).
 */
export function ThaiDatePicker({
  label,
  value,
  onChange,
  min,
  max,
  name,
  placeholder = 'เลือกวันที่',
  clearable = true,
  colorPalette = 'gold',
  bg,
  borderColor,
  size = 'md',
  invalid,
  disabled,
}: ThaiDatePickerProps) {
  const field = useFieldContext();
  const uid = useId();
  const labelId = `${uid}-label`;
  const valueId = `${uid}-value`;
  const chosen = parseIsoDay(value) ? value : '';
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing animates and a second open is instant.
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const isInvalid = invalid ?? field?.invalid ?? false;

  return (
    <>
      <chakra.span id={labelId} srOnly>
        {label}
      </chakra.span>
      <Button
        ref={trigger}
        id={field?.ids.control}
        type="button"
        variant="outline"
        size={size}
        w="full"
        minW="0"
        justifyContent="space-between"
        fontWeight="normal"
        bg={bg}
        borderColor={isInvalid ? 'border.error' : borderColor}
        colorPalette={colorPalette}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={isInvalid || undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={field?.ariaDescribedby}
        disabled={disabled ?? field?.disabled}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Text as="span" id={valueId} truncate color={chosen ? 'fg' : 'fg.muted'}>
          {chosen ? thaiShortDay(chosen) : placeholder}
        </Text>
        <CalendarGlyph />
      </Button>
      {name && <input type="hidden" name={name} value={chosen} readOnly />}
      {loaded && (
        <Suspense fallback={null}>
          <CalendarDialog
            open={open}
            label={label}
            value={chosen}
            min={min}
            max={max}
            clearable={clearable}
            colorPalette={colorPalette}
            returnFocus={() => trigger.current}
            onClose={() => setOpen(false)}
            onPick={(iso) => {
              onChange(iso);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function CalendarGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
