import type { ApiResponse } from '@contract/envelope';

/** The data of a success, or a thrown Error with the server's Thai message (react-query's error state). */
export function dataOrThrow<T>(res: ApiResponse<T>): T {
  if (res.error !== 0 || res.data === undefined) throw new Error(res.message || 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง');
  return res.data;
}
