import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskPhone } from './mask';

describe('masks', () => {
  it('shows a phone number as 081-xxx-5678', () => {
    expect(maskPhone('0812345678')).toBe('081-xxx-5678');
    expect(maskPhone('081-234-5678')).toBe('081-xxx-5678');
  });

  it('keeps four digits of a ten-digit account in bank-book grouping', () => {
    expect(maskAccountNumber('1234567890')).toBe('xxx-x-x6789-x');
  });

  it('shows the last four digits of a twelve-digit account', () => {
    expect(maskAccountNumber('123456789012')).toBe('xxxxxxxx9012');
  });
});
