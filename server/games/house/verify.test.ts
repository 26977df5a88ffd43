import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './fair';
import { HOUSE_GAMES, houseGame, playRound } from './registry';
import { openSeedPair, rotateSeedPair, takeRound } from './seed-pair';
import type { RoundResult } from './types';
import { type RoundRecord, verifyRound } from './verify';

const INPUTS: Record<string, unknown> = {
  'siam-treasure': { bet: 2_000 },
  baccarat: { bets: { banker: 10_000, tie: 1_000 } },
  hilo: {
    bets: [
      { type: 'high', amount: 5_000 },
      { type: 'combo', value: [6, 2], amount: 1_000 },
    ],
  },
  'golden-fish': { bet: 100, fish: 'shark' },
};

describe('house game registry', () => {
  it('lists the four games with their lobbies, limits and paytables', () => {
    expect(HOUSE_GAMES.map((g) => [g.id, g.categories])).toEqual([
      ['siam-treasure', ['slot', 'freespin']],
      ['baccarat', ['casino']],
      ['hilo', ['casino']],
      ['golden-fish', ['fishing']],
    ]);
    for (const game of HOUSE_GAMES) {
      const d = game.describe();
      expect(d.name.th.length).toBeGreaterThan(0);
      expect(d.rules.length).toBeGreaterThan(0);
      expect(d.minBet).toBeLessThan(d.maxBet);
      expect(d.minBet % d.betStep).toBe(0);
      expect(d.maxBet % d.betStep).toBe(0);
      for (const f of d.rtp) {
        expect(f.exact).toBeGreaterThan(0.69);
        expect(f.exact).toBeLessThan(0.99);
      }
      // The client receives it as JSON.
      expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    }
    expect(houseGame('baccarat')?.name.en).toBe('Baccarat');
    expect(houseGame('nope')).toBeUndefined();
  });

  it('takes no randomness from anywhere but the fair Rng', () => {
    const forbidden = ['Math', 'random'].join('.');
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) expect(readFileSync(join(dir, f), 'utf8').includes(forbidden), f).toBe(false);
  });

  it('validates raw input before playing', () => {
    const rng = createRng({ serverSeed: 'aa'.repeat(32), clientSeed: 'x', nonce: 0 });
    expect(() => playRound(houseGame('siam-treasure')!, rng, { bet: 110 })).toThrow(/ทวีคูณ/);
    expect(() => playRound(houseGame('golden-fish')!, rng, { bet: 100 })).toThrow();
  });
});

describe('verifying past rounds', () => {
  it("replays every game's rounds from the revealed seed after rotation", () => {
    let pair = openSeedPair('member-1');
    const played: RoundRecord[] = [];
    for (const game of HOUSE_GAMES) {
      for (let k = 0; k < 3; k++) {
        const { params, next } = takeRound(pair);
        pair = next;
        const input = game.input.parse(INPUTS[game.id]);
        const result: RoundResult<unknown> = game.play(createRng(params), input);
        // Stored as JSON, the way the wallet engineer's table will keep it.
        played.push(
          JSON.parse(
            JSON.stringify({
              gameId: game.id,
              serverSeedHash: pair.serverSeedHash,
              clientSeed: params.clientSeed,
              nonce: params.nonce,
              input,
              ...result,
            }),
          ),
        );
      }
    }
    const { revealed } = rotateSeedPair(pair);
    expect(revealed.roundsPlayed).toBe(played.length);
    for (const record of played) {
      const v = verifyRound({ ...record, serverSeed: revealed.serverSeed });
      expect(v, `${record.gameId} #${record.nonce}`).toMatchObject({ valid: true, hashMatches: true, outcomeMatches: true });
      expect(v.recomputed?.win).toBe(record.win);
    }
  });

  it('refuses a wrong seed, a changed outcome and an unknown game', () => {
    const pair = openSeedPair('member-2');
    const { params } = takeRound(pair);
    const input = { bet: 100, fish: 'clownfish' };
    const result = houseGame('golden-fish')!.play(createRng(params), input);
    const record: RoundRecord = {
      gameId: 'golden-fish',
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'member-2',
      nonce: 0,
      input,
      ...result,
    };

    const otherSeed = openSeedPair().serverSeed;
    expect(verifyRound({ ...record, serverSeed: otherSeed })).toMatchObject({
      valid: false,
      hashMatches: false,
      reason: 'เซิร์ฟเวอร์ซีดไม่ตรงกับค่าแฮชที่แสดงก่อนเล่น',
    });
    expect(verifyRound({ ...record, serverSeed: 'not-a-seed' })).toMatchObject({ valid: false, hashMatches: false });

    const tampered = { ...record, win: record.win === 0 ? 200 : 0 };
    expect(verifyRound({ ...tampered, serverSeed: pair.serverSeed })).toMatchObject({
      valid: false,
      hashMatches: true,
      outcomeMatches: false,
      reason: 'ผลที่คำนวณใหม่ไม่ตรงกับผลที่บันทึกไว้',
    });
    // A record claiming another nonce replays other reels (fixed seed, so this is deterministic).
    const serverSeed = '0f'.repeat(32);
    const slot = houseGame('siam-treasure')!;
    const spin = slot.play(createRng({ serverSeed, clientSeed: 'c', nonce: 0 }), { bet: 2_000, buyFeature: false });
    const slotRecord = {
      gameId: slot.id,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: 'c',
      input: { bet: 2_000 },
      ...spin,
      serverSeed,
    };
    expect(verifyRound({ ...slotRecord, nonce: 0 }).valid).toBe(true);
    expect(verifyRound({ ...slotRecord, nonce: 1 })).toMatchObject({ valid: false, hashMatches: true, outcomeMatches: false });
    expect(verifyRound({ ...record, gameId: 'poker', serverSeed: pair.serverSeed })).toMatchObject({
      valid: false,
      reason: 'ไม่พบเกมของรอบนี้',
    });
  });
});
