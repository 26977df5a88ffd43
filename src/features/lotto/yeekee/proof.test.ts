import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type PublishedShot, proofText, recompute, sha256Hex } from './proof';

const shots: PublishedShot[] = Array.from({ length: 20 }, (_, i) => ({
  seq: i + 1,
  number: String((i * 7919 + 12345) % 100_000).padStart(5, '0'),
  created_at: new Date(Date.UTC(2026, 0, 1, 6, 0, i, 5)).toISOString(),
}));

describe('the Yeekee proof, checked in the browser', () => {
  it('writes the list one line per shot in shot order, whatever order it came in', () => {
    const text = proofText([...shots].reverse());
    const lines = text.split('\n');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe(`1|${shots[0].number}|2026-01-01T06:00:00.005Z`);
    expect(text.endsWith('\n')).toBe(false);
  });

  it('hashes it as SHA-256 hex, the same digest node:crypto gives', async () => {
    const text = proofText(shots);
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('recomputes the number: the sum less the 16th shot from the last, mod 100000, 5 digits', () => {
    const r = recompute(shots);
    const sum = shots.reduce((s, x) => s + Number(x.number), 0);
    expect(r.sum).toBe(sum);
    expect(r.subtracted).toEqual({ seq: 5, number: shots[4].number });
    expect(r.number).toBe(String((sum - Number(shots[4].number)) % 100_000).padStart(5, '0'));
    expect(recompute([{ seq: 1, number: '00007', created_at: '' }])).toEqual({ sum: 7, subtracted: null, number: '00007' });
  });
});
