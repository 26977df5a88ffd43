/**
 * A one-line Thai reading of a round's outcome for the verify view, for the games whose outcome
 * shape this folder knows (docs/games.md "Units"); null for the others (the raw record still shows).
 */
export function summarizeOutcome(gameId: string, outcome: unknown): string | null {
  const o = outcome as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') return null;
  if (gameId === 'hilo' && Array.isArray(o.dice)) return `ลูกเต๋า ${(o.dice as number[]).join(' · ')} (รวม ${o.total})`;
  if (gameId === 'siam-treasure') {
    const base = o.base as { stops?: number[] } | null;
    const feature = o.feature as { spins?: unknown[] } | null;
    const parts: string[] = [];
    if (base?.stops) parts.push(`จุดหยุดวงล้อ ${base.stops.join(', ')}`);
    if (feature?.spins) parts.push(`${o.bought ? 'ซื้อฟรีสปิน' : 'ฟรีสปิน'} ${feature.spins.length} ครั้ง`);
    return parts.join(' · ') || null;
  }
  return null;
}
