import type { LottoResult } from '@contract/lotto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '@/test/render';
import { ResultBoard } from './ResultBoard';

afterEach(cleanup);

const result: LottoResult = { top3: '468', top2: '68', bottom2: '24', front3: [], back3: [], first_prize: null, yeekee_number: null };

describe('ResultBoard', () => {
  it('marks a sandbox result wherever a round’s result is shown (round page, bill details), and only that', () => {
    renderInProviders(<ResultBoard result={{ ...result, sandbox: true }} />);
    expect(screen.getByTestId('result-sandbox').textContent).toBe('ผลจำลอง (ทดสอบ)');
    cleanup();
    renderInProviders(<ResultBoard result={result} />);
    expect(screen.queryByTestId('result-sandbox')).toBeNull();
  });

  it('leaves the mark to the results card, which shows it beside the age', () => {
    renderInProviders(<ResultBoard result={{ ...result, sandbox: true }} sandboxMark={false} />);
    expect(screen.queryByTestId('result-sandbox')).toBeNull();
    expect(screen.getByTestId('result-top3').textContent).toBe('468');
  });
});
