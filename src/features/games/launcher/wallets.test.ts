import { describe, expect, it } from 'vitest';
import { playableWallets } from './wallets';

const main = { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 };
const bonus = { id: 2, wallet_name: 'โบนัส', balance: 50, wallet_type_id: 2 };
const emptyBonus = { id: 3, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 3 };

describe('playableWallets (docs/product.md "Game launcher")', () => {
  it('keeps wallets above 0 and the main wallet even at 0, main first', () => {
    expect(playableWallets([bonus, emptyBonus, main]).map((w) => w.id)).toEqual([1, 2]);
  });
  it('drops a non-main wallet at 0 or below', () => {
    expect(playableWallets([emptyBonus, { ...bonus, balance: -1 }])).toEqual([]);
  });
  it('keeps a main wallet with money and a bonus with a cent', () => {
    expect(
      playableWallets([
        { ...main, balance: 500 },
        { ...bonus, balance: 0.01 },
      ]).map((w) => w.id),
    ).toEqual([1, 2]);
  });
});
