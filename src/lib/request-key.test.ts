import { ClientRequestKey } from '@contract/withdrawals';
import { describe, expect, it } from 'vitest';
import { newRequestKey } from './request-key';

describe('idempotency keys', () => {
  it('are accepted by the contract and differ every time', () => {
    const a = newRequestKey();
    const b = newRequestKey();
    expect(ClientRequestKey.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });

  it('fall back to getRandomValues where randomUUID is missing (plain HTTP)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newRequestKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(ClientRequestKey.safeParse(key).success).toBe(true);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
