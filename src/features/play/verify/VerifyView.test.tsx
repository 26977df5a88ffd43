import { createHash } from 'node:crypto';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { DEMO_TOKEN, HASH, roundFixture, sessionFixture } from '../testing';
import { sha256OfHexSeed } from './sha256';

// Room for a machine busy with other suites (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

const server = mockApi();
afterEach(() => {
  cleanup();
});

/** docs/games-rtp.md "Worked example". */
const SEED = '9f3c1a7e5b2d4c6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5';
const LAZY = { timeout: 8000 };

describe('verify view', () => {
  it('hashes a server seed in the browser as the server does (the worked example)', async () => {
    expect(await sha256OfHexSeed(SEED)).toBe(HASH);
    expect(await sha256OfHexSeed(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    expect(await sha256OfHexSeed('not-a-seed')).toBeNull();
  });

  it('alone (no token): a pasted round is sent to verify and a mismatch is explained in Thai', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/games/house/verify', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          ok({
            valid: false,
            hash_matches: true,
            outcome_matches: false,
            recomputed: { stake: 50, win: 100, outcome: { dice: [5, 4, 4], total: 13, triple: false, bets: [] } },
            reason: 'ผลที่คำนวณใหม่ไม่ตรงกับผลที่บันทึกไว้',
          }),
        );
      }),
    );
    const { user } = renderApp('/play?view=verify');
    const view = await screen.findByTestId('verify-view', {}, LAZY);
    expect(within(view).getByText('การพิสูจน์ความยุติธรรมทำงานอย่างไร')).toBeInTheDocument();
    // Pasted, as a member copies a round's fields.
    const paste = async (label: string | RegExp, value: string) => {
      const field = within(view).getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(value);
    };
    await user.selectOptions(within(view).getByLabelText('เกม'), 'hilo');
    await paste(/เซิร์ฟเวอร์ซีด/, SEED);
    await paste(/แฮชที่แสดงก่อนเล่น/, HASH);
    await paste('ไคลเอนต์ซีด', 'somchai-2024');
    await paste('Nonce', '7');
    await paste('เดิมพัน (บาท)', '50');
    await paste('เงินรางวัล (บาท)', '0');
    await paste(/ข้อมูลการเดิมพัน/, '{"bets":[{"type":"low","amount":5000}]}');
    await paste(/ผลที่บันทึกไว้/, 'not json');
    await user.click(within(view).getByTestId('verify-submit'));
    expect(within(view).getByRole('alert')).toHaveTextContent('ผลที่บันทึกไว้ (outcome) ต้องเป็น JSON ที่ถูกต้อง');
    expect(bodies).toHaveLength(0);

    await paste(/ผลที่บันทึกไว้/, '{"dice":[1,1,1]}');
    await user.click(within(view).getByTestId('verify-submit'));
    const result = await within(view).findByTestId('verify-result');
    expect(bodies).toEqual([
      {
        game_id: 'hilo',
        server_seed: SEED,
        server_seed_hash: HASH,
        client_seed: 'somchai-2024',
        nonce: 7,
        input: { bets: [{ type: 'low', amount: 5000 }] },
        outcome: { dice: [1, 1, 1] },
        stake: 50,
        win: 0,
      },
    ]);
    expect(result).toHaveTextContent('ตรวจสอบไม่ผ่าน');
    expect(result).toHaveTextContent('ผลที่คำนวณใหม่ไม่ตรงกับผลที่บันทึกไว้');
    expect(within(result).getByTestId('check-hash')).toHaveAttribute('data-ok', 'true');
    expect(within(result).getByTestId('check-local-hash')).toHaveAttribute('data-ok', 'true');
    expect(within(result).getByTestId('check-outcome')).toHaveAttribute('data-ok', 'false');
    expect(within(result).getByTestId('recomputed')).toHaveTextContent('ลูกเต๋า 5 · 4 · 4 (รวม 13)');
  }, 45_000);

  it('a round still on the open seed pair: rotating reveals its seed and fills it in', async () => {
    const open = roundFixture('hilo', { bets: [{ type: 'high', amount: 1_000 }] }, [4, 3, 3], { roundId: 5, nonce: 0 });
    let revealed = false;
    const rotations: unknown[] = [];
    server.use(
      http.get('/api/games/house/session', () => HttpResponse.json(ok(sessionFixture('hilo')))),
      http.get('/api/games/house/rounds', () => HttpResponse.json(ok({ rounds: [revealed ? { ...open, server_seed: SEED } : open] }))),
      http.post('/api/games/house/seed', async ({ request }) => {
        rotations.push(await request.json());
        revealed = true;
        return HttpResponse.json(
          ok({
            revealed: { server_seed: SEED, server_seed_hash: HASH, client_seed: open.client_seed, rounds_played: 1 },
            seed: { server_seed_hash: 'e'.repeat(64), client_seed: open.client_seed, nonce: 0 },
          }),
        );
      }),
    );
    const { user } = renderApp(`/play?game=hilo&token=${DEMO_TOKEN}&demo=1&view=verify&round=5`);
    const view = await screen.findByTestId('verify-view', {}, LAZY);
    const status = await within(view).findByRole('status');
    expect(status).toHaveTextContent('ยังไม่เปิดเผยซีด');
    expect(within(view).getByLabelText(/เซิร์ฟเวอร์ซีด/)).toHaveValue('');
    await user.click(within(status).getByRole('button', { name: 'เปลี่ยนคู่ซีดและเปิดเผยซีด' }));
    await waitFor(() => expect(within(view).getByLabelText(/เซิร์ฟเวอร์ซีด/)).toHaveValue(SEED));
    // Rotating keeps the client seed (no new one is sent).
    expect(rotations).toEqual([{ token: DEMO_TOKEN }]);
  });
});
