import { useSuspenseQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { fail, ok } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { QueryBoundary } from './QueryBoundary';

const server = mockApi();
afterEach(cleanup);

function Greeting() {
  const { data } = useSuspenseQuery({ queryKey: ['agent', 'greeting'], queryFn: async () => unwrap(await api.get<string>('/greeting')) });
  return <p>{data}</p>;
}

describe('QueryBoundary', () => {
  it('shows the fallback while the query loads, then its data', async () => {
    server.use(http.get('/api/greeting', () => HttpResponse.json(ok('สวัสดี'))));
    renderWithProviders(
      <QueryBoundary fallback={<p>กำลังโหลด</p>}>
        <Greeting />
      </QueryBoundary>,
    );
    expect(await screen.findByText('กำลังโหลด')).toBeInTheDocument();
    expect(await screen.findByText('สวัสดี')).toBeInTheDocument();
  });

  it("shows the failure's Thai message with a retry (and the page's other way out), and asks again on retry", async () => {
    server.use(http.get('/api/greeting', () => HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'))));
    const { user } = renderWithProviders(
      <QueryBoundary actions={<a href="/lotto/lobby">เลือกงวดอื่น</a>}>
        <Greeting />
      </QueryBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง');
    expect(screen.getByRole('link', { name: 'เลือกงวดอื่น' })).toBeInTheDocument();

    server.use(http.get('/api/greeting', () => HttpResponse.json(ok('สวัสดีอีกครั้ง'))));
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('สวัสดีอีกครั้ง')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
