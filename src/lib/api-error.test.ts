import { ClientErrors, TransportErrors } from '@contract/errors-transport';
import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage, networkError, unwrap } from './api-error';

describe('the one reading of the envelope', () => {
  it('answers the data of a success', () => {
    expect(unwrap({ error: 0, message: 'สำเร็จ', data: { point: 5 } })).toEqual({ point: 5 });
  });

  it('throws a business failure as ApiError with its code, Thai message, fields and data', () => {
    const err = (() => {
      try {
        return unwrap({ error: 3001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ', data: { balance: 12 } });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 3001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ', status: 200, data: { balance: 12 }, fields: {} });
  });

  it("keeps a 422's fields by their dotted paths", () => {
    expect(() => unwrap({ error: 1, message: 'ข้อมูลไม่ถูกต้อง', data: { fields: { 'items.0.amount': 'จำนวนเงินไม่ถูกต้อง' } } })).toThrow(
      expect.objectContaining({ code: 1, fields: { 'items.0.amount': 'จำนวนเงินไม่ถูกต้อง' } }),
    );
  });

  it("says the catalogue's Thai fallback when a failure carries no message", () => {
    expect(() => unwrap({ error: 2001, message: '' })).toThrow(TransportErrors.INTERNAL.message);
  });

  it('treats a success without the data a call is for as a failure, unless the call expects none', () => {
    expect(() => unwrap({ error: 0, message: 'สำเร็จ' })).toThrow(ApiError);
    expect(unwrap({ error: 0, message: 'สำเร็จ' }, { empty: true })).toBeUndefined();
    expect(() => unwrap({ error: 1006, message: 'รหัสผ่านเดิมไม่ถูกต้อง' }, { empty: true })).toThrow('รหัสผ่านเดิมไม่ถูกต้อง');
  });

  it('marks a request that got no answer with status 0 and the Thai network message', () => {
    const err = networkError();
    expect(err.isNetwork).toBe(true);
    expect(err.message).toBe(ClientErrors.NETWORK.message);
    expect(failureMessage(err)).toBe(ClientErrors.NETWORK.message);
    expect(failureMessage(undefined)).toBe(TransportErrors.INTERNAL.message);
  });
});
