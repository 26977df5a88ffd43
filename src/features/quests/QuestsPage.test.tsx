import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { questFixture } from './testing';

const deposit = questFixture();
const done = questFixture({
  id: 2,
  title: 'เล่นสล็อตครบ 1,000 บาท',
  kind: 'stake',
  product: 'slot',
  current: 1_250.5,
  target: 1_000,
  percent: 100,
  status: 'completed',
  reward: { kind: 'points', amount: 100, turnover_multiplier: 0, text: '100 แต้ม' },
});
const weekly = questFixture({
  id: 3,
  title: 'เข้าสู่ระบบ 3 วันติดต่อกัน',
  kind: 'login_streak',
  period: 'weekly',
  target: 3,
  current: 1,
  percent: 33,
  unit: 'วัน',
  period_end: new Date(Date.now() + 2 * 86_400_000 + 3 * 3600_000 + 60_000).toISOString(),
  reward: { kind: 'points', amount: 50, turnover_multiplier: 0, text: '50 แต้ม' },
});
const eventQuest = questFixture({ id: 4, title: 'ฝากในกิจกรรม', period: 'event', event_id: 7, period_key: 'event', period_end: null });

const list = (quests = [deposit, done, weekly, eventQuest]) =>
  http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests })));

const server = mockApi(...shellHandlers, list());
afterEach(() => cleanup());

async function openPage(url = '/member/creditfree') {
  const app = renderApp(url, { user: MEMBER });
  await screen.findByRole('heading', { name: 'ภารกิจ รับเครดิตฟรี' }, { timeout: 5000 });
  return app;
}

describe('/member/creditfree quests page', () => {
  it('shows the daily quests with reward, progress figures, time left; only a completed one can be redeemed', async () => {
    await openPage();
    const tabs = screen.getByRole('tablist', { name: 'ประเภทภารกิจ' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['รายวัน', 'รายสัปดาห์', 'กิจกรรม']);
    const card = await screen.findByRole('article', { name: 'ฝากเงินครบ 300 บาท' });
    expect(within(card).getByTestId('quest-reward')).toHaveTextContent('เครดิตฟรี 20 บาท');
    expect(within(card).getByText('ทำเทิร์น 3 เท่าของเครดิตก่อนถอน')).toBeInTheDocument();
    expect(within(card).getByTestId('quest-progress')).toHaveTextContent('150 / 300 บาท');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(card).getByTestId('quest-time-left')).toHaveTextContent(/^เหลือเวลา 5 ชั่วโมง (29|30) นาที$/);
    expect(within(card).getByRole('button', { name: 'รับรางวัล' })).toBeDisabled();
    const slot = screen.getByRole('article', { name: 'เล่นสล็อตครบ 1,000 บาท' });
    expect(within(slot).getByTestId('quest-progress')).toHaveTextContent('1,000 / 1,000 บาท');
    expect(within(slot).getByRole('button', { name: 'รับรางวัล' })).toBeEnabled();
    expect(screen.queryByRole('article', { name: 'เข้าสู่ระบบ 3 วันติดต่อกัน' })).not.toBeInTheDocument();
  });

  it('redeems: one request with a key, disabled while sending, the server message and "รับแล้ว"', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.post('/api/quest/redeem', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({
          error: 0,
          message: 'รับรางวัลภารกิจ "เล่นสล็อตครบ 1,000 บาท" แล้ว: ได้รับ 100 แต้ม',
          data: {
            completion_id: 9,
            quest: { ...done, status: 'redeemed', status_name: 'รับแล้ว' },
            reward: done.reward,
            granted: 'ได้รับ 100 แต้ม',
          },
        });
      }),
    );
    const { user } = await openPage();
    const slot = await screen.findByRole('article', { name: 'เล่นสล็อตครบ 1,000 บาท' });
    const button = within(slot).getByRole('button', { name: 'รับรางวัล' });
    await user.click(button);
    await waitFor(() => expect(within(slot).getByRole('button', { name: /กำลังรับรางวัล|รับรางวัล/ })).toBeDisabled());
    await user.click(within(slot).getByRole('button', { name: /กำลังรับรางวัล|รับรางวัล/ }));
    server.use(list([deposit, { ...done, status: 'redeemed', status_name: 'รับแล้ว' }, weekly, eventQuest]));
    release();
    expect(await within(slot).findByRole('status')).toHaveTextContent('รับรางวัลภารกิจ "เล่นสล็อตครบ 1,000 บาท" แล้ว: ได้รับ 100 แต้ม');
    expect(await within(slot).findByRole('button', { name: 'รับแล้ว' })).toBeDisabled();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ quest_id: 2, request_key: expect.stringMatching(/^quest-2-/) });
  });

  it("shows the server's Thai refusal", async () => {
    server.use(http.post('/api/quest/redeem', () => HttpResponse.json(fail(3543, 'ท่านรับรางวัลภารกิจนี้ในรอบนี้ไปแล้ว'))));
    const { user } = await openPage();
    const slot = await screen.findByRole('article', { name: 'เล่นสล็อตครบ 1,000 บาท' });
    await user.click(within(slot).getByRole('button', { name: 'รับรางวัล' }));
    expect(await within(slot).findByRole('alert')).toHaveTextContent('ท่านรับรางวัลภารกิจนี้ในรอบนี้ไปแล้ว');
  });

  it('switches to the weekly quests', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'รายสัปดาห์' }));
    const card = await screen.findByRole('article', { name: 'เข้าสู่ระบบ 3 วันติดต่อกัน' });
    expect(within(card).getByTestId('quest-progress')).toHaveTextContent('1 / 3 วัน');
    expect(within(card).getByTestId('quest-time-left')).toHaveTextContent('เหลือเวลา 2 วัน 3 ชั่วโมง');
    expect(screen.queryByRole('article', { name: 'ฝากเงินครบ 300 บาท' })).not.toBeInTheDocument();
  });

  it('?event= opens the events section: the event and its quests, and a Thai message for an event that is over', async () => {
    const asked: number[] = [];
    server.use(
      http.post('/api/event/quest', async ({ request }) => {
        const { event_id } = (await request.json()) as { event_id: number };
        asked.push(event_id);
        if (event_id === 8) return HttpResponse.json(fail(3548, 'กิจกรรมนี้สิ้นสุดแล้ว'));
        return HttpResponse.json(
          ok({
            event: { id: 7, title: 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์', image: '/images/events/event-2.svg', starts_at: null, ends_at: null },
            quests: [eventQuest],
          }),
        );
      }),
    );
    await openPage('/member/creditfree?event=8');
    expect(screen.getByRole('tab', { name: 'กิจกรรม' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(await screen.findByTestId('event-8')).findByText('กิจกรรมนี้สิ้นสุดแล้ว')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์' });
    expect(within(section).getByRole('article', { name: 'ฝากในกิจกรรม' })).toBeInTheDocument();
    expect(within(section).getAllByText('ไม่จำกัดเวลา')).toHaveLength(2);
    expect(asked.sort()).toEqual([7, 8]);
  });
});
