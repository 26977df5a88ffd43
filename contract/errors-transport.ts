/**
 * The transport-level part of the error catalogue (codes 0-9): what every call can answer whatever its
 * domain. Kept apart so the PWA's HTTP client, which every page loads, carries these few messages and
 * not the whole catalogue. `contract/errors.ts` spreads them into `Errors`.
 */
export const TransportErrors = {
  OK: { code: 0, http: 200, message: 'สำเร็จ' },
  VALIDATION: { code: 1, http: 422, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  UNAUTHENTICATED: { code: 2, http: 401, message: 'กรุณาเข้าสู่ระบบ' },
  SESSION_EXPIRED: { code: 3, http: 401, message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' },
  FOREIGN_AGENT: { code: 4, http: 400, message: 'คำขอนี้ไม่ใช่ของเว็บไซต์นี้' },
  NOT_FOUND: { code: 5, http: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  FORBIDDEN: { code: 6, http: 403, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' },
  RATE_LIMITED: { code: 7, http: 429, message: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  INTERNAL: { code: 8, http: 500, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  PAYLOAD_TOO_LARGE: { code: 9, http: 413, message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
} as const;

/**
 * What the PWA says when no server message can: the request got no answer (network, timeout), or a
 * lotto call was refused for an expired session (docs/errors.md "How the site shows a failure": an error in the page, not a
 * redirect). Client-side only; never sent by the server, so they carry no HTTP status.
 */
export const ClientErrors = {
  NETWORK: { code: -1, message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ต' },
  LOTTO_SESSION_EXPIRED: { code: TransportErrors.SESSION_EXPIRED.code, message: 'เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง' },
} as const;
