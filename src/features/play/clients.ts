import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { GameClientProps } from './types';

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * The in-house game clients by game_id, one line per game: each module default-exports a component
 * taking GameClientProps, and loads only when its game is opened.
 */
export const GAME_CLIENTS: Readonly<Partial<Record<string, Lazy<GameClientProps>>>> = {
  'siam-treasure': lazy(() => import('./slot/SlotGame')),
  hilo: lazy(() => import('./hilo/HiloGame')),
  baccarat: lazy(() => import('./baccarat/BaccaratGame')),
  'golden-fish': lazy(() => import('./fishing/FishingGame')),
};

/**
 * Optional: a game's paytable for the rules sheet (a module default-exporting a component taking
 * `{ session }`). The sheet always shows the rules and the RTP figures; a game without an entry
 * shows only those.
 */
export type PaytableProps = Pick<GameClientProps, 'session'>;
export const GAME_PAYTABLES: Readonly<Partial<Record<string, Lazy<PaytableProps>>>> = {
  'siam-treasure': lazy(() => import('./slot/SlotPaytable')),
  hilo: lazy(() => import('./hilo/HiloPaytable')),
  baccarat: lazy(() => import('./baccarat/BaccaratPaytable')),
  'golden-fish': lazy(() => import('./fishing/FishingPaytable')),
};
