import { IconButton } from '@chakra-ui/react/button';
import { type CSSProperties, type PointerEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { betLadder, nearestStep } from '../bet-ladder';
import type { GameClientProps } from '../types';
import { Cannon } from './Cannon';
import { FishArt, FishDefs } from './FishArt';
import './fishing.css';
import { useAnimationLoop, useReducedMotion } from './loop';
import { fishKinds } from './paytable';
import { SeaBackdrop } from './SeaBackdrop';
import { capacity, centreOf, createScene, type Fish, markCaught, type Scene, spawn, step } from './scene';

/** At most this many shots wait for the server at once; taps beyond it are ignored until one answers. */
export const MAX_IN_FLIGHT = 3;
/** Bullet speed in px per ms, and the bounds of a bullet's flight. */
const BULLET_SPEED = 1.4;
const MIN_FLIGHT_MS = 160;
const MAX_FLIGHT_MS = 420;
/** How long a coin burst or a miss splash stays on screen. */
const EFFECT_MS = 1_100;
/** A fish worth at least this much per bet is announced over the game when caught. */
const ANNOUNCE_MULTIPLIER = 50;
/** A capture's coins fly out at these angles. */
const COIN_ANGLES = [0, 60, 120, 180, 240, 300];
/** The first bet per shot (satang): 1 baht, or the nearest step of the ladder. */
const DEFAULT_BET = 100;
/** The scene's size before the first measurement (and in tests, where nothing has a size). */
const FALLBACK = { width: 375, height: 460 };

type Answer = { captured: boolean; win: number } | 'error';
type Shot = { id: number; fish: Fish; from: { x: number; y: number }; firedAt: number; flight: number; arrived: boolean; answer?: Answer };
type Effect = { id: number; x: number; y: number; kind: 'win' | 'miss'; text: string };

const isShotOutcome = (o: unknown): o is { captured: boolean } => typeof (o as { captured?: unknown } | null)?.captured === 'boolean';

/**
 * Fish shooting (game id 'golden-fish'). The member picks a bet per shot and taps a fish: each tap is
 * one round, play({ bet, fish }) with the bet in satang. The bullet flies while the server decides;
 * the fish is caught (coins and the win) or swims on exactly as the answer says.
 */
export default function FishingGame({ session, balance, play, notify, revealWin }: GameClientProps) {
  const kinds = useMemo(() => fishKinds(session), [session]);
  const levels = useMemo(() => betLadder(session.limits), [session.limits]);
  const [level, setLevel] = useState(() => levels.indexOf(nearestStep(levels, DEFAULT_BET)));
  const bet = levels[Math.min(level, levels.length - 1)];
  const calm = useReducedMotion();

  const [scene] = useState<Scene>(() => createScene(FALLBACK.width, FALLBACK.height));
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const seaRef = useRef<HTMLDivElement>(null);
  const barrelRef = useRef<HTMLDivElement>(null);
  const fishEls = useRef(new Map<number, HTMLElement>());
  const bulletEls = useRef(new Map<number, HTMLElement>());
  const shots = useRef<Shot[]>([]);
  const pending = useRef({ count: 0, stake: 0 });
  const ids = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);
  const lastShortfall = useRef(0);

  const [inFlight, setInFlight] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [effects, setEffects] = useState<Effect[]>([]);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [totalWin, setTotalWin] = useState(0);
  const [status, setStatus] = useState('');

  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      if (mounted.current) fn();
    }, ms);
    timers.current.add(t);
  };

  useEffect(() => {
    mounted.current = true;
    const live = timers.current;
    return () => {
      mounted.current = false;
      for (const t of live) clearTimeout(t);
      live.clear();
    };
  }, []);

  // The sea follows its box (rotation, resize); fish already swimming keep their places.
  useEffect(() => {
    const el = seaRef.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) {
        scene.width = r.width;
        scene.height = r.height;
      }
    };
    measure();
    // The first school is placed once the sea has its real size, spread over the whole screen.
    if (scene.fish.length === 0) {
      const school = Math.ceil(capacity(scene) * 0.6);
      for (let i = 0; i < school; i++) spawn(scene, kinds, Math.random, true, calm);
      rerender();
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [scene, kinds, calm]);

  const muzzle = () => ({ x: scene.width / 2, y: scene.height - 34 });

  const aim = (x: number, y: number) => {
    const m = muzzle();
    const deg = (Math.atan2(x - m.x, m.y - y) * 180) / Math.PI;
    if (barrelRef.current) barrelRef.current.style.transform = `rotate(${Math.max(-80, Math.min(80, deg))}deg)`;
  };

  useAnimationLoop((dt) => {
    if (step(scene, dt, kinds, Math.random, calm)) rerender();
    for (const f of scene.fish) placeFish(fishEls.current.get(f.id), f);
    const now = performance.now();
    for (const s of shots.current) placeBullet(bulletEls.current.get(s.id), s, now);
  });

  const addEffect = (e: Omit<Effect, 'id'>) => {
    const id = ids.current++;
    setEffects((list) => [...list, { ...e, id }]);
    later(() => setEffects((list) => list.filter((x) => x.id !== id)), EFFECT_MS);
  };

  /** Shows a shot's end once the bullet has arrived and the server has answered, whichever is last. */
  const settle = (shot: Shot) => {
    if (!shot.arrived || shot.answer === undefined || !mounted.current) return;
    shots.current = shots.current.filter((s) => s !== shot);
    revealWin?.();
    const answer = shot.answer;
    if (answer !== 'error') {
      const { x, y } = centreOf(shot.fish);
      const { name, multiplier } = shot.fish.kind;
      if (answer.captured) {
        markCaught(scene, shot.fish);
        addEffect({ kind: 'win', x, y, text: `+${formatMoney(answer.win)}` });
        setLastWin(answer.win);
        setTotalWin((t) => t + Math.round(answer.win * 100));
        setStatus(`จับ${name}ได้ รับ ${formatMoney(answer.win)} บาท`);
        if (multiplier >= ANNOUNCE_MULTIPLIER) notify(`จับ${name}ได้! รับ ${formatMoney(answer.win)} บาท`, 'win');
      } else {
        addEffect({ kind: 'miss', x, y, text: 'หลุด' });
        setStatus(`${name}หนีไปได้`);
      }
    }
    rerender();
  };

  const fire = (fish: Fish) => {
    if (fish.caughtAt !== null) return;
    if (pending.current.count >= MAX_IN_FLIGHT) {
      setReloading(true);
      later(() => setReloading(false), 400);
      return;
    }
    if (Math.round(balance * 100) - pending.current.stake < bet) {
      // One reminder per burst of taps, not one per tap.
      if (Date.now() - lastShortfall.current > 2_000) notify('ยอดเงินไม่พอสำหรับเดิมพันนัดนี้', 'error');
      lastShortfall.current = Date.now();
      return;
    }
    const from = muzzle();
    const target = centreOf(fish);
    aim(target.x, target.y);
    const distance = Math.hypot(target.x - from.x, target.y - from.y);
    const flight = calm ? 0 : Math.min(MAX_FLIGHT_MS, Math.max(MIN_FLIGHT_MS, distance / BULLET_SPEED));
    const shot: Shot = { id: ids.current++, fish, from, firedAt: performance.now(), flight, arrived: flight === 0 };
    shots.current.push(shot);
    pending.current.count += 1;
    pending.current.stake += bet;
    setInFlight(pending.current.count);
    rerender();
    if (flight > 0)
      later(() => {
        shot.arrived = true;
        settle(shot);
      }, flight);

    const stake = bet;
    play({ bet: stake, fish: fish.kind.type }, { holdWin: true })
      .then(
        (data) => {
          shot.answer = isShotOutcome(data.outcome) ? { captured: data.outcome.captured, win: data.win } : 'error';
        },
        (e: unknown) => {
          shot.answer = 'error';
          notify(e instanceof ApiError ? e.message : 'ยิงไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', 'error');
        },
      )
      .finally(() => {
        pending.current.count -= 1;
        pending.current.stake -= stake;
        if (!mounted.current) return;
        setInFlight(pending.current.count);
        settle(shot);
      });
  };

  const onSeaPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('[data-fish-id]')) return;
    const r = e.currentTarget.getBoundingClientRect();
    aim(e.clientX - r.left, e.clientY - r.top);
  };

  return (
    <div className={`fish-game${calm ? ' fish-game--calm' : ''}`} data-testid="fishing">
      <FishDefs />
      <div className="fish-sea" ref={seaRef} onPointerDown={onSeaPointerDown}>
        <SeaBackdrop />
        {scene.fish.map((f) => (
          <button
            key={f.id}
            type="button"
            className={`fish${f.caughtAt !== null ? ' fish--caught' : ''}${f.kind.multiplier >= 100 ? ' fish--boss' : ''}`}
            style={{ width: f.width, height: f.height }}
            data-fish-id={f.id}
            data-testid={`fish-${f.kind.type}`}
            aria-label={`${f.kind.name} ×${f.kind.multiplier}`}
            ref={(el) => {
              if (!el) return;
              fishEls.current.set(f.id, el);
              placeFish(el, f);
              return () => {
                fishEls.current.delete(f.id);
              };
            }}
            onPointerDown={(e) => {
              e.preventDefault();
              fire(f);
            }}
            // Keyboard presses (no pointer) shoot too; a tap already shot on pointerdown.
            onClick={(e) => e.detail === 0 && fire(f)}
          >
            <FishArt type={f.kind.type} className={f.dir === -1 ? 'fish-art fish-art--left' : 'fish-art'} />
            {f.kind.multiplier >= 20 ? <span className="fish-tag">×{f.kind.multiplier}</span> : null}
          </button>
        ))}
        {shots.current.map((s) => (
          <span
            key={s.id}
            className={`fish-bullet${s.arrived ? ' fish-bullet--net' : ''}`}
            ref={(el) => {
              if (!el) return;
              bulletEls.current.set(s.id, el);
              placeBullet(el, s, performance.now());
              return () => {
                bulletEls.current.delete(s.id);
              };
            }}
          />
        ))}
        {effects.map((e) => (
          <span key={e.id} className={`fish-fx fish-fx--${e.kind}`} style={{ left: e.x, top: e.y }} data-testid={`fish-fx-${e.kind}`}>
            {e.kind === 'win'
              ? COIN_ANGLES.map((a) => <i key={a} className="fish-coin" style={{ '--a': `${a}deg` } as CSSProperties} />)
              : null}
            <b>{e.text}</b>
          </span>
        ))}
        <div className="fish-hud">
          <span>
            ชนะรวม <strong data-testid="fish-total-win">{formatMoney(totalWin / 100)}</strong>
          </span>
          <span className={`fish-ammo${reloading ? ' fish-ammo--flash' : ''}`} data-testid="fish-ammo">
            {Array.from({ length: MAX_IN_FLIGHT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pips are fixed positions
              <i key={i} className={i < MAX_IN_FLIGHT - inFlight ? 'on' : ''} />
            ))}
            <span className="fish-sr">กระสุนพร้อมยิง {MAX_IN_FLIGHT - inFlight} นัด</span>
          </span>
        </div>
        <Cannon barrelRef={barrelRef} betText={formatMoney(bet / 100)} />
      </div>

      <div className="fish-controls">
        <IconButton
          aria-label="ลดเดิมพัน"
          variant="outline"
          colorPalette="gold"
          rounded="full"
          size="lg"
          disabled={level <= 0}
          onClick={() => setLevel((l) => Math.max(0, l - 1))}
        >
          −
        </IconButton>
        <div className="fish-bet">
          <small>เดิมพันต่อนัด · ระดับ {level + 1}</small>
          <strong data-testid="fish-bet">{formatMoney(bet / 100)}</strong>
        </div>
        <IconButton
          aria-label="เพิ่มเดิมพัน"
          variant="outline"
          colorPalette="gold"
          rounded="full"
          size="lg"
          disabled={level >= levels.length - 1}
          onClick={() => setLevel((l) => Math.min(levels.length - 1, l + 1))}
        >
          +
        </IconButton>
        <div className="fish-last">
          <small>ชนะล่าสุด</small>
          <strong data-testid="fish-win">{lastWin === null ? '-' : formatMoney(lastWin)}</strong>
        </div>
      </div>

      <p className="fish-hint">แตะที่ปลาเพื่อยิง แต่ละนัดหักเงินตามเดิมพัน</p>
      <ul className="fish-legend" aria-label="อัตราจ่ายของปลา">
        {kinds.map((k) => (
          <li key={k.type}>
            <FishArt type={k.type} className="fish-legend-art" />
            <span>{k.name}</span>
            <b>×{k.multiplier}</b>
          </li>
        ))}
      </ul>
      <p className="fish-sr" role="status" data-testid="fish-status">
        {status}
      </p>
    </div>
  );
}

function placeFish(el: HTMLElement | undefined, f: Fish) {
  if (el) el.style.transform = `translate3d(${f.x.toFixed(1)}px, ${(f.y - f.height / 2).toFixed(1)}px, 0)`;
}

/** A bullet flies from the muzzle to where its fish is now (it follows the fish), then waits there as a net. */
function placeBullet(el: HTMLElement | undefined, s: Shot, now: number) {
  if (!el) return;
  const p = s.flight > 0 ? Math.min(1, (now - s.firedAt) / s.flight) : 1;
  const t = centreOf(s.fish);
  const x = s.from.x + (t.x - s.from.x) * p;
  const y = s.from.y + (t.y - s.from.y) * p;
  el.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
  if (p >= 1 && !el.classList.contains('fish-bullet--net')) el.classList.add('fish-bullet--net');
}
