import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnimationLoop } from './loop';

/** A hand-cranked requestAnimationFrame: frames run only when the test says so. */
let queue = new Map<number, FrameRequestCallback>();
let nextId = 1;
let now = 0;
function frame(ms = 16) {
  now += ms;
  const due = queue;
  queue = new Map();
  for (const cb of due.values()) cb(now);
}
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Probe({ onFrame }: { onFrame: (dt: number) => void }) {
  useAnimationLoop(onFrame);
  return null;
}

beforeEach(() => {
  queue = new Map();
  now = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    const id = nextId++;
    queue.set(id, cb);
    return id;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void queue.delete(id));
});
afterEach(() => {
  cleanup();
  setVisibility('visible');
  vi.restoreAllMocks();
});

describe('useAnimationLoop', () => {
  it('stops while the tab is hidden and resumes without a jump', () => {
    const onFrame = vi.fn();
    render(<Probe onFrame={onFrame} />);
    act(() => frame(16));
    act(() => frame(20));
    expect(onFrame.mock.calls.map((c) => c[0])).toEqual([16, 20]);

    act(() => setVisibility('hidden'));
    expect(queue.size).toBe(0);
    act(() => frame(5_000));
    expect(onFrame).toHaveBeenCalledTimes(2);

    act(() => setVisibility('visible'));
    act(() => frame(16));
    act(() => frame(30));
    // The first frame back starts from a fresh clock (not the 5 s away); long frames are capped.
    expect(onFrame.mock.calls.slice(2).map((c) => c[0])).toEqual([16, 30]);
    act(() => frame(400));
    expect(onFrame.mock.calls.at(-1)?.[0]).toBe(50);
  });

  it('stops when the game closes', () => {
    const onFrame = vi.fn();
    const view = render(<Probe onFrame={onFrame} />);
    view.unmount();
    expect(queue.size).toBe(0);
  });
});
