import type { HouseSessionData } from '@contract/games';
import { describeOf } from '../types';

/**
 * The fish of the session's paytable (session.description = the engine's describe()): each kind's
 * engine key (sent as `fish`), Thai name, multiplier and how often it swims in. The capture odds
 * stay on the server: the client only draws what the server answers.
 */
export type FishKind = { type: string; name: string; multiplier: number; spawnWeight: number };

export function fishKinds(session: HouseSessionData): FishKind[] {
  const fish = describeOf<{ fish?: unknown } | undefined>(session)?.paytable?.fish;
  if (!Array.isArray(fish)) throw new Error('fishing paytable missing');
  const kinds: FishKind[] = [];
  for (const f of fish as Record<string, unknown>[]) {
    const name = (f.name as { th?: unknown } | undefined)?.th;
    if (typeof f.type === 'string' && typeof name === 'string' && typeof f.multiplier === 'number' && typeof f.spawnWeight === 'number')
      kinds.push({ type: f.type, name, multiplier: f.multiplier, spawnWeight: f.spawnWeight });
  }
  if (kinds.length === 0) throw new Error('fishing paytable has no fish');
  return kinds;
}
