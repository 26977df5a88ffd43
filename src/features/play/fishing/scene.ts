import type { FishKind } from './paytable';

/**
 * The sea as a plain model, stepped by the animation loop and drawn by FishingGame: where each fish
 * swims, when new ones come in and when they leave. Randomness here only places and spawns fish (it
 * decides no money: every capture is the server's answer), so Math.random is enough.
 */
type Rand = () => number;

export type Fish = {
  id: number;
  kind: FishKind;
  /** Left edge and vertical centre line, in scene pixels. */
  x: number;
  baseY: number;
  y: number;
  /** 1 swims right, -1 left. */
  dir: 1 | -1;
  speed: number;
  width: number;
  height: number;
  amp: number;
  phase: number;
  /** ms on the scene clock when it was caught; the fish then stops and fades out. */
  caughtAt: number | null;
};

export type Scene = { width: number; height: number; clock: number; fish: Fish[]; nextId: number; spawnIn: number };

/** How long a caught fish stays on screen (its capture animation). */
export const CAUGHT_MS = 900;
/** Height of the score bar over the top of the sea. */
const HUD_PX = 40;
/** Shape of each kind (height / width); the art is drawn in the same proportions. */
export const ASPECT: Record<string, number> = {
  clownfish: 0.62,
  pufferfish: 0.85,
  angelfish: 1,
  seaTurtle: 0.78,
  stingray: 0.72,
  octopus: 0.8,
  shark: 0.42,
  whaleShark: 0.45,
  whale: 0.45,
  goldenCrocodile: 0.36,
  dragonKing: 0.5,
};

/** Bigger prizes are bigger, slower fish; the scale follows the scene width. */
function fishWidth(multiplier: number, sceneWidth: number): number {
  return (30 + 17 * Math.log2(multiplier)) * sizeScale(sceneWidth);
}
function fishSpeed(multiplier: number, sceneWidth: number): number {
  return Math.max(26, 92 - 11 * Math.log2(multiplier)) * sizeScale(sceneWidth);
}
const sizeScale = (w: number) => Math.min(1.7, Math.max(0.8, w / 420));

/** How many fish the screen holds at once (more on a wide screen). */
export const capacity = (s: Pick<Scene, 'width' | 'height'>) => Math.round(Math.min(14, Math.max(7, (s.width * s.height) / 22_000)));

export function pickKind(kinds: FishKind[], rand: Rand): FishKind {
  const total = kinds.reduce((t, k) => t + k.spawnWeight, 0);
  let r = rand() * total;
  for (const k of kinds) {
    r -= k.spawnWeight;
    if (r < 0) return k;
  }
  return kinds[kinds.length - 1];
}

export function createScene(width: number, height: number): Scene {
  return { width, height, clock: 0, fish: [], nextId: 1, spawnIn: 0 };
}

/** Adds one fish; `inside` places it somewhere on screen (the first school) instead of at an edge. */
export function spawn(scene: Scene, kinds: FishKind[], rand: Rand, inside = false, calm = false): Fish {
  const kind = pickKind(kinds, rand);
  const width = fishWidth(kind.multiplier, scene.width);
  const height = width * (ASPECT[kind.type] ?? 0.6);
  const dir: 1 | -1 = rand() < 0.5 ? 1 : -1;
  // Keep clear of the score bar at the top and the cannon strip at the bottom (a fifth of the scene).
  const top = height / 2 + HUD_PX;
  const bottom = Math.max(top, scene.height * 0.8 - height / 2);
  const baseY = top + rand() * (bottom - top);
  const x = inside ? rand() * Math.max(1, scene.width - width) : dir === 1 ? -width : scene.width;
  const fish: Fish = {
    id: scene.nextId++,
    kind,
    x,
    baseY,
    y: baseY,
    dir,
    speed: fishSpeed(kind.multiplier, scene.width) * (0.85 + rand() * 0.3) * (calm ? 0.6 : 1),
    width,
    height,
    amp: calm ? 0 : 6 + rand() * 10,
    phase: rand() * Math.PI * 2,
    caughtAt: null,
  };
  scene.fish.push(fish);
  return fish;
}

/**
 * Advances the sea by dt ms: fish swim, caught ones finish their animation, those gone leave and new
 * ones come in. Answers whether the set of fish changed (the view re-renders only then).
 */
export function step(scene: Scene, dt: number, kinds: FishKind[], rand: Rand, calm = false): boolean {
  scene.clock += dt;
  let changed = false;
  const s = dt / 1000;
  for (const f of scene.fish) {
    if (f.caughtAt !== null) continue;
    f.x += f.dir * f.speed * s;
    f.y = f.baseY + f.amp * Math.sin(f.phase + scene.clock / 700);
  }
  const before = scene.fish.length;
  scene.fish = scene.fish.filter((f) =>
    f.caughtAt !== null ? scene.clock - f.caughtAt < CAUGHT_MS : f.dir === 1 ? f.x < scene.width + 4 : f.x + f.width > -4,
  );
  if (scene.fish.length !== before) changed = true;
  scene.spawnIn -= dt;
  if (scene.spawnIn <= 0 && scene.fish.length < capacity(scene)) {
    spawn(scene, kinds, rand, false, calm);
    scene.spawnIn = 500 + rand() * 900;
    changed = true;
  }
  return changed;
}

/** The fish's centre, where bullets aim and coins burst. */
export const centreOf = (f: Fish) => ({ x: f.x + f.width / 2, y: f.y });

export function markCaught(scene: Scene, fish: Fish): void {
  if (fish.caughtAt === null) fish.caughtAt = scene.clock;
}
