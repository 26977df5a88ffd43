import { describe, expect, it } from 'vitest';
import { digitsOnly, formatAccountNumber, formatPhone } from './account-format';

describe('account numbers on the deposit page', () => {
  it('groups 10- and 12-digit numbers like Thai bank books', () => {
    expect(formatAccountNumber('0731234567')).toBe('073-1-23456-7');
    expect(formatAccountNumber('020012345678')).toBe('0200-1234-5678');
    expect(formatAccountNumber('12345')).toBe('12345');
  });

  it('copies digits only and groups phones', () => {
    expect(digitsOnly('073-1-23456-7')).toBe('0731234567');
    expect(formatPhone('0951234567')).toBe('095-123-4567');
  });
});
