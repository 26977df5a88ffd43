/**
 * The error catalogue: every non-zero `error` the API answers, its HTTP status and its Thai message.
 * Codes are grouped by domain (1xxx account, 2xxx agent, 9xxx operator) so later domains add ranges.
 * A business failure is HTTP 200 with error != 0 (ARCHITECTURE.md section 3).
 */
export const Errors = {
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

  PHONE_TAKEN: { code: 1001, http: 200, message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว' },
  BAD_CREDENTIALS: { code: 1002, http: 200, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  BANK_ACCOUNT_TAKEN: { code: 1003, http: 200, message: 'บัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว' },
  BAD_REFERRAL: { code: 1004, http: 200, message: 'ไม่พบรหัสแนะนำเพื่อนนี้' },
  TOO_YOUNG: { code: 1005, http: 200, message: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป' },
  WRONG_PASSWORD: { code: 1006, http: 200, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  OTP_INVALID: { code: 1007, http: 200, message: 'รหัส OTP ไม่ถูกต้องหรือหมดอายุ' },
  OTP_LOCKED: { code: 1008, http: 200, message: 'ใส่รหัส OTP ผิดเกินกำหนด กรุณาขอรหัสใหม่' },
  MEMBER_SUSPENDED: { code: 1009, http: 200, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน' },
  BANK_ACCOUNT_LIMIT: { code: 1010, http: 200, message: 'เพิ่มบัญชีธนาคารสำรองได้เพียง 1 บัญชี' },
  SAME_PASSWORD: { code: 1011, http: 200, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  BANK_NAME_MISMATCH: { code: 1012, http: 200, message: 'ชื่อบัญชีต้องเป็นชื่อ-นามสกุลเดียวกับที่สมัครสมาชิก' },

  AGENT_CODE_INVALID: { code: 2001, http: 200, message: 'รหัสเอเยนต์ไม่ถูกต้อง' },

  INSUFFICIENT_FUNDS: { code: 3001, http: 200, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' },
  IDEMPOTENCY_CONFLICT: { code: 3002, http: 200, message: 'รายการนี้ถูกใช้กับข้อมูลอื่นแล้ว กรุณาทำรายการใหม่' },
  TRANSFER_NOT_PENDING: { code: 3003, http: 200, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },

  OPERATOR_BAD_CREDENTIALS: { code: 9001, http: 200, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  OPERATOR_EXISTS: { code: 9002, http: 200, message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' },
} as const satisfies Record<string, { code: number; http: number; message: string }>;

export type ErrorKey = keyof typeof Errors;
export type ErrorDef = (typeof Errors)[ErrorKey];

const byCode = new Map<number, ErrorDef>(Object.values(Errors).map((e) => [e.code, e]));

/** The catalogue entry for a code (used by the client to show a Thai message when the body lacks one). */
export function errorByCode(code: number): ErrorDef | undefined {
  return byCode.get(code);
}
