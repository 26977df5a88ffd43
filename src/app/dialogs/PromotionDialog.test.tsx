import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { promotionDialogAtom, selectedPromotionAtom } from '@/state/ui';
import { ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';

const chosenAt = '2026-11-21T06:00:00.000Z';
const promotion = {
  id: 4,
  title: 'ทุกยอดฝาก รับโบนัส 5%',
  description: '',
  terms: '',
  image: null,
  type: 'every_deposit',
  type_name: 'ทุกยอดฝาก',
  percent: 5,
  fixed_bonus: 0,
  max_bonus: 300,
  min_deposit: 100,
  requirement: {
    kind: 'turnover',
    multiplier: 2,
    base: 'deposit_bonus',
    weights: { slot: 100 },
    max_withdrawal: null,
    days: 3,
    balance_floor: 5,
    forfeit_rule: 'bonus',
  },
  starts_at: '2026-11-01T00:00:00.000+07:00',
  ends_at: null,
  eligible: true,
  ineligible_reason: null,
};

// /member/creditfree (the page these tests sit on) reads the member's quests: none.
const questList = http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests: [] })));
const server = mockApi(...shellHandlers, questList);
// /member/creditfree loads its page on demand: the first look waits longer than the default second.
const PAGE_WAIT = { timeout: 5000 };

afterEach(() => cleanup());

describe('the promotion dialog in the default layout (docs/product.md "Promotion dialog and the other dialogs")', () => {
  it('opens with its flag for a member, lists the promotions and "ไม่รับโปรโมชั่น", and chooses', async () => {
    let body: unknown;
    server.use(
      http.get('/api/promotion/list', () => HttpResponse.json(ok({ promotions: [promotion], choice: null }))),
      http.post('/api/promotion/choose', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ promotion_id: 4, coupon_code_masked: null, chosen_at: chosenAt }));
      }),
    );
    const { store, user } = renderApp('/member/creditfree', { user: MEMBER });
    await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    expect(screen.queryByTestId('promotion-dialog')).not.toBeInTheDocument();
    act(() => store.set(promotionDialogAtom, true));
    const dialog = within(await screen.findByTestId('promotion-dialog'));
    expect(dialog.getByRole('heading', { name: 'เลือกโปรโมชั่น' })).toBeInTheDocument();
    const none = await dialog.findByRole('button', { name: /^ไม่รับโปรโมชั่น/ });
    expect(none).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: /ทุกยอดฝาก รับโบนัส 5%/ }));
    await waitFor(() => expect(store.get(promotionDialogAtom)).toBe(false));
    expect(body).toEqual({ promotion_id: 4 });
    expect(store.get(selectedPromotionAtom)).toEqual({ promotion_id: 4, title: 'ทุกยอดฝาก รับโบนัส 5%' });
  });
});
