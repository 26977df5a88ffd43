import type { LottoRound } from '@contract/lotto';
import { describe, expect, it } from 'vitest';
import type { YeekeeShot } from './api';
import { FEED_KEEP, mergeShots, newestId } from './feed';

const round = { id: 9, status: 'open' } as LottoRound;
const shot = (id: number): YeekeeShot => ({
  id,
  seq: id,
  number: String(id).padStart(5, '0'),
  member: '081xxxx678',
  created_at: '2026-01-01T00:00:00.000Z',
});
const answer = (ids: number[], count: number) => ({ round, shots: ids.map(shot), shot_count: count, poll_ms: 2000 });

describe('the live shot list', () => {
  it('puts new shots on top, keeps the old ones, never shows one twice and follows the count', () => {
    const first = mergeShots(undefined, answer([3, 2, 1], 3));
    expect(newestId(first)).toBe(3);
    const next = mergeShots(first, answer([5, 4, 3], 5));
    expect(next.shots.map((s) => s.id)).toEqual([5, 4, 3, 2, 1]);
    expect(next.count).toBe(5);
    expect(next.pollMs).toBe(2000);
    expect(newestId(mergeShots(next, answer([], 5)))).toBe(5);
  });

  it('keeps only the newest shots on screen', () => {
    const many = Array.from({ length: 60 }, (_, i) => 60 - i);
    const more = Array.from({ length: 60 }, (_, i) => 120 - i);
    const feed = mergeShots(mergeShots(undefined, answer(many, 60)), answer(more, 120));
    expect(feed.shots).toHaveLength(FEED_KEEP);
    expect(feed.shots[0].id).toBe(120);
    expect(feed.shots.at(-1)?.id).toBe(21);
  });
});
