import { describe, expect, it } from 'vitest';
import { totalBalance } from './queries';

describe('totalBalance', () => {
  it('adds wallet balances without float drift', () => {
    expect(totalBalance([{ balance: 0.1 }, { balance: 0.2 }])).toBe(0.3);
    expect(totalBalance([{ balance: 1234.5 }])).toBe(1234.5);
    expect(totalBalance([])).toBe(0);
  });
});
