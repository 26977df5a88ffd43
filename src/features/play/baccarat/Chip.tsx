import type { CSSProperties } from 'react';
import { chipLabel } from './table';

/** Chip colours by rack position (smallest first), like a casino's denominations. */
const CHIP_COLORS = ['#2563eb', '#16994c', '#1f2937', '#7c3aed', '#c28a0e', '#dc2626'];

export function chipColor(index: number): string {
  return CHIP_COLORS[Math.max(0, index) % CHIP_COLORS.length];
}

/** A chip face: a coloured disc with edge stripes and its value (satang in, baht shown). */
export function Chip({ satang, color }: { satang: number; color: string }) {
  return (
    <span className="bac-chip" style={{ '--chip-color': color } as CSSProperties} aria-hidden="true">
      {chipLabel(satang)}
    </span>
  );
}
