import { Box, Flex, Text } from '@chakra-ui/react';
import type { DashboardDay } from '@contract/reports';
import { bangkokDayStart } from '@contract/thai-calendar';
import { baht } from '../../app/kit';

const W = 960;
const H = 280;
const PAD = { top: 16, right: 16, bottom: 40, left: 84 };
const COLORS = { deposits: '#2f855a', withdrawals: '#c53030', net: '#2b6cb0' };

/** '2026-03-09' as Thai reads a short date: '9 มี.ค.' (the whole date with the year in the tooltip). */
export function thaiDay(day: string, withYear = false): string {
  return bangkokDayStart(day).toLocaleDateString('th-TH', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** Baht on the axis, short (th-TH compact: 2.5K, 3M). */
function axisBaht(v: number): string {
  return v.toLocaleString('th-TH', { notation: 'compact', maximumFractionDigits: 1 });
}

/** A round scale: 0 and four steps up to at least `max` (and down to `min` when net goes below 0). */
function scale(min: number, max: number): { lo: number; hi: number; ticks: number[] } {
  const span = Math.max(max - Math.min(min, 0), 1);
  const raw = span / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const lo = Math.min(0, Math.floor(min / step) * step);
  const hi = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Math.round(v * 100) / 100);
  return { lo, hi, ticks };
}

/**
 * The last 30 days' cash: deposits and withdrawals as bars side by side, net cash flow as a line,
 * drawn as inline SVG (no chart library). Each day's figures are in its <title> (the browser's
 * tooltip, and what a screen reader reads).
 */
export function CashChart({ series }: { series: readonly DashboardDay[] }) {
  const values = series.flatMap((d) => [d.deposits, d.withdrawals, d.net_cash_flow]);
  const { lo, hi, ticks } = scale(Math.min(0, ...values), Math.max(0, ...values));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(series.length, 1);
  const bar = Math.max(2, slot * 0.34);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH;
  const x = (i: number) => PAD.left + i * slot + slot / 2;
  const netPath = series.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.net_cash_flow).toFixed(1)}`).join(' ');
  const labelEvery = series.length > 15 ? 5 : 1;

  return (
    <Box>
      <Flex gap="5" fontSize="sm" color="gray.700" mb="2" wrap="wrap" aria-hidden="true">
        <Legend color={COLORS.deposits} label="ยอดฝาก" />
        <Legend color={COLORS.withdrawals} label="ยอดถอน" />
        <Legend color={COLORS.net} label="กระแสเงินสดสุทธิ" line />
      </Flex>
      <Box overflowX="auto">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-label={`กราฟยอดฝาก ยอดถอน และกระแสเงินสดสุทธิ ${series.length} วันล่าสุด`}
          style={{ minWidth: 640, display: 'block' }}
        >
          <title>ยอดฝาก ยอดถอน และกระแสเงินสดสุทธิรายวัน (บาท)</title>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#718096' : '#e2e8f0'} />
              <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#4a5568">
                {axisBaht(v)}
              </text>
            </g>
          ))}
          <text
            x={12}
            y={PAD.top + plotH / 2}
            fontSize="12"
            fill="#4a5568"
            transform={`rotate(-90 12 ${PAD.top + plotH / 2})`}
            textAnchor="middle"
          >
            บาท
          </text>
          {series.map((d, i) => (
            <g key={d.day} data-day={d.day}>
              <title>
                {`${thaiDay(d.day, true)}\nยอดฝาก ${baht(d.deposits)} บาท\nยอดถอน ${baht(d.withdrawals)} บาท\nสุทธิ ${baht(d.net_cash_flow)} บาท`}
              </title>
              {/* The whole day's column answers the pointer, not only the thin bars. */}
              <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotH} fill="transparent" />
              <rect
                x={x(i) - bar}
                y={y(Math.max(d.deposits, 0))}
                width={bar}
                height={Math.abs(y(0) - y(d.deposits))}
                fill={COLORS.deposits}
                rx="1.5"
              />
              <rect
                x={x(i)}
                y={y(Math.max(d.withdrawals, 0))}
                width={bar}
                height={Math.abs(y(0) - y(d.withdrawals))}
                fill={COLORS.withdrawals}
                rx="1.5"
              />
              {i % labelEvery === (series.length - 1) % labelEvery && (
                <text x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill="#4a5568">
                  {thaiDay(d.day)}
                </text>
              )}
            </g>
          ))}
          <path d={netPath} fill="none" stroke={COLORS.net} strokeWidth="2.5" strokeLinejoin="round" pointerEvents="none" />
          {series.map((d, i) => (
            <circle key={d.day} cx={x(i)} cy={y(d.net_cash_flow)} r="3" fill={COLORS.net} pointerEvents="none" />
          ))}
        </svg>
      </Box>
    </Box>
  );
}

function Legend({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <Flex align="center" gap="2">
      <Box w={line ? '5' : '3'} h={line ? '0.5' : '3'} bg={color} borderRadius="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}
