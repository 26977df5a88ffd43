import { Box, Button, Dialog, Flex, Grid, IconButton, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { BE_OFFSET, bangkokToday, THAI_MONTHS } from '@contract/thai-calendar';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  clampDay,
  isoDay,
  monthWeeks,
  parseIsoDay,
  THAI_WEEKDAYS,
  THAI_WEEKDAYS_SHORT,
  thaiLongDay,
  weekdayOf,
  type YearMonth,
} from './calendar';

const monthOf = (iso: string): YearMonth => {
  const d = parseIsoDay(iso);
  return d ? { year: d.year, month: d.month } : { year: 2000, month: 1 };
};

type Props = {
  open: boolean;
  label: string;
  /** The chosen ISO day or ''. */
  value: string;
  min?: string;
  max?: string;
  clearable: boolean;
  colorPalette: string;
  /** Where focus goes back to when the calendar closes (the field). */
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
  /** An ISO day, or '' for "ล้างวันที่". */
  onPick: (iso: string) => void;
};

/**
 * The Thai date picker's calendar, a dialog so it fits a 375 px screen and holds focus: the month
 * and Buddhist-era year as selects (any year at once), the days as a grid the arrow keys move
 * through (Page Up/Down a month, with Shift a year; Home/End the week's ends; Enter picks), weeks
 * from Sunday, today marked, days outside min/max shown but refused. Loaded on the field's first open.
 */
export default function CalendarDialog({ open, label, value, min, max, clearable, colorPalette, returnFocus, onClose, onPick }: Props) {
  const today = bangkokToday();
  const start = () => value || clampDay(today, min, max);
  const [focused, setFocused] = useState(start);
  const [view, setView] = useState<YearMonth>(() => monthOf(focused));
  // Each opening starts at the chosen day (or today): adjusted during render, before the dialog
  // asks for its first focus.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const day = start();
      setFocused(day);
      setView(monthOf(day));
    }
  }
  const grid = useRef<HTMLDivElement>(null);
  // Set when the keyboard moved the focused day, so the effect moves DOM focus after the month renders.
  const moveFocus = useRef(false);

  const show = (iso: string) => {
    setFocused(iso);
    setView(monthOf(iso));
  };
  const pick = (iso: string) => {
    if ((min && iso < min) || (max && iso > max)) return;
    onPick(iso);
  };

  // On opening, the focused day takes the focus. The dialog's own initial focus cannot find it on the
  // first open (the portal mounts its content a render later), so this waits for the day to exist
  // and for the dialog to have placed its focus, a few frames at most.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const focusDay = () => {
      const day = grid.current?.querySelector<HTMLElement>('[tabindex="0"][data-day]');
      if (day && tries > 0) {
        if (!grid.current?.contains(document.activeElement)) day.focus();
        return;
      }
      if (tries++ < 10) frame = requestAnimationFrame(focusDay);
    };
    frame = requestAnimationFrame(focusDay);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = keyStep(e.key, focused, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    moveFocus.current = true;
    show(next);
  };

  const years = yearOptions(view.year, today, min, max);
  const prevMonth = addMonths(isoDay(view.year, view.month, 1), -1);
  const nextMonth = addMonths(isoDay(view.year, view.month, 1), 1);
  const monthBefore = Boolean(min && prevMonth.slice(0, 7) < min.slice(0, 7));
  const monthAfter = Boolean(max && nextMonth.slice(0, 7) > max.slice(0, 7));
  const setMonth = (year: number, month: number) => {
    const d = parseIsoDay(focused)?.day ?? 1;
    show(isoDay(year, month, Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate())));
  };
  const chosen = value;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size="xs"
      initialFocusEl={() => grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`) ?? null}
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW="22rem" colorPalette={colorPalette}>
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="md">{label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '3', sm: '5' }} pb="2">
              <Flex gap="1" align="center" mb="2">
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label="เดือนก่อนหน้า"
                  disabled={monthBefore}
                  onClick={() => setMonth(...ym(prevMonth))}
                >
                  <Chevron dir="left" />
                </IconButton>
                <NativeSelect.Root size="sm" flex="1.4">
                  <NativeSelect.Field aria-label="เดือน" value={view.month} onChange={(e) => setMonth(view.year, Number(e.target.value))}>
                    {THAI_MONTHS.map((m, i) => (
                      <option key={m} value={i + 1}>
                        {m}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <NativeSelect.Root size="sm" flex="1">
                  <NativeSelect.Field
                    aria-label="ปี (พ.ศ.)"
                    value={view.year}
                    onChange={(e) => setMonth(Number(e.target.value), view.month)}
                  >
                    {years.map((y) => (
                      <option key={y} value={y}>
                        {y + BE_OFFSET}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label="เดือนถัดไป"
                  disabled={monthAfter}
                  onClick={() => setMonth(...ym(nextMonth))}
                >
                  <Chevron dir="right" />
                </IconButton>
              </Flex>
              <Box ref={grid} role="grid" aria-label={`${THAI_MONTHS[view.month - 1]} ${view.year + BE_OFFSET}`} onKeyDown={onGridKey}>
                <Grid role="row" templateColumns="repeat(7, 1fr)" mb="1">
                  {THAI_WEEKDAYS_SHORT.map((d, i) => (
                    <Text key={d} role="columnheader" aria-label={THAI_WEEKDAYS[i]} textAlign="center" fontSize="xs" color="fg.muted">
                      {d}
                    </Text>
                  ))}
                </Grid>
                {monthWeeks(view).map((week) => (
                  <Grid key={week.find(Boolean)} role="row" templateColumns="repeat(7, 1fr)" gap="1" mb="1">
                    {week.map((day, i) =>
                      day ? (
                        <Box key={day} role="gridcell" aria-selected={day === chosen}>
                          <Button
                            data-day={day}
                            size="sm"
                            w="full"
                            h="9"
                            minW="0"
                            px="0"
                            tabIndex={day === focused ? 0 : -1}
                            variant={day === chosen ? 'solid' : day === today ? 'outline' : 'ghost'}
                            aria-label={thaiLongDay(day, true)}
                            aria-current={day === today ? 'date' : undefined}
                            aria-disabled={(min && day < min) || (max && day > max) ? true : undefined}
                            opacity={(min && day < min) || (max && day > max) ? 0.35 : undefined}
                            onFocus={() => day !== focused && setFocused(day)}
                            onClick={() => pick(day)}
                          >
                            {Number(day.slice(8))}
                          </Button>
                        </Box>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a blank's place in its week is its identity
                        <Box key={`blank-${i}`} role="gridcell" />
                      ),
                    )}
                  </Grid>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.Footer gap="2" pt="2" justifyContent="space-between">
              <Button
                size="sm"
                variant="outline"
                disabled={Boolean((min && today < min) || (max && today > max))}
                onClick={() => pick(today)}
              >
                วันนี้
              </Button>
              <Flex gap="2">
                {clearable && chosen && (
                  <Button size="sm" variant="ghost" onClick={() => onPick('')}>
                    ล้างวันที่
                  </Button>
                )}
                <Dialog.ActionTrigger asChild>
                  <Button size="sm" variant="ghost">
                    ปิด
                  </Button>
                </Dialog.ActionTrigger>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Where a key moves the focused day: a day, a week, a month (with Shift a year), the week's ends. */
function keyStep(key: string, day: string, shift: boolean): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    default:
      return undefined;
  }
}

const ym = (iso: string): [number, number] => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];

/** Years the select offers: from min (or ten years back) to max (or next year), always the one shown. */
function yearOptions(shown: number, today: string, min?: string, max?: string): number[] {
  const thisYear = Number(today.slice(0, 4));
  const first = Math.min(shown, min ? Number(min.slice(0, 4)) : thisYear - 10);
  const last = Math.max(shown, max ? Number(max.slice(0, 4)) : thisYear + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={dir === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
