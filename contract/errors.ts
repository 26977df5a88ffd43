import { TransportErrors } from './errors-transport';
import { GAME_LOBBY_NOT_FOUND_CODE } from './games-names';
import { POLL_NOT_FOUND_CODE } from './polls-names';

/**
 * The error catalogue: every non-zero `error` the API answers, its HTTP status and its Thai message.
 * Codes are grouped by domain (1xxx account, 2xxx agent, 9xxx operator) so later domains add ranges.
 * A business failure is HTTP 200 with error != 0 (docs/wire-format.md "Status codes").
 */
export const Errors = {
  ...TransportErrors,

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
  // The statements that move money for many requests at once (server/lib/statement-batcher.ts) have
  // more waiting than they may queue: refused at once, nothing done, to be tried again in a moment.
  SERVER_BUSY: { code: 3004, http: 503, message: 'ระบบกำลังมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้ง' },

  // 3100-3199 deposits (channels, PromptPay QR, gateway callbacks, statement lines) and responsible play
  PAYMENT_CHANNEL_NOT_FOUND: { code: 3101, http: 200, message: 'ไม่พบช่องทางการฝากเงินนี้' },
  PAYMENT_CHANNEL_DISABLED: { code: 3102, http: 200, message: 'ช่องทางการฝากเงินนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น' },
  PAYMENT_SUB_CHANNEL_NOT_FOUND: { code: 3103, http: 200, message: 'ไม่พบช่องทางชำระเงินย่อยนี้ กรุณาเลือกใหม่' },
  DEPOSIT_BELOW_MIN: { code: 3104, http: 200, message: 'ยอดฝากต่ำกว่ายอดฝากขั้นต่ำของช่องทางนี้' },
  DEPOSIT_ABOVE_MAX: { code: 3105, http: 200, message: 'ยอดฝากเกินยอดฝากสูงสุดต่อครั้งของช่องทางนี้' },
  PAYMENT_GATEWAY_UNAVAILABLE: { code: 3106, http: 200, message: 'ระบบชำระเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  DEPOSIT_ACCOUNT_NOT_FOUND: { code: 3107, http: 200, message: 'ไม่พบบัญชีที่เลือก กรุณาเลือกบัญชีจากรายการ' },
  DEPOSIT_LIMIT_EXCEEDED: { code: 3110, http: 200, message: 'ยอดฝากเกินวงเงินฝากที่ท่านตั้งไว้' },
  SELF_EXCLUDED: { code: 3111, http: 200, message: 'ท่านได้ขอพักการเล่นด้วยตนเอง จึงยังทำรายการนี้ไม่ได้' },
  SELF_EXCLUSION_NO_SHORTEN: { code: 3112, http: 200, message: 'ไม่สามารถลดระยะเวลาพักการเล่นที่ตั้งไว้แล้วได้' },
  CALLBACK_SIGNATURE_INVALID: { code: 3120, http: 401, message: 'ลายเซ็นของคำขอไม่ถูกต้อง' },
  CALLBACK_STALE: { code: 3121, http: 401, message: 'เวลาของคำขอไม่อยู่ในช่วงที่ยอมรับ' },
  CALLBACK_SOURCE_DISABLED: { code: 3122, http: 403, message: 'ช่องทางนี้ยังไม่ได้เปิดใช้งาน' },
  STATEMENT_LINE_DECIDED: { code: 3130, http: 200, message: 'รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว' },
  STATEMENT_CSV_INVALID: { code: 3131, http: 422, message: 'ไฟล์รายการเดินบัญชีไม่ถูกต้อง กรุณาตรวจสอบแล้วนำเข้าใหม่' },

  // 3200-3299 withdrawals, statement and manual adjustments
  WITHDRAW_BELOW_MIN: { code: 3201, http: 200, message: 'จำนวนเงินต่ำกว่ายอดถอนขั้นต่ำ' },
  WITHDRAW_DAILY_MAX: { code: 3202, http: 200, message: 'ยอดถอนรวมวันนี้เกินวงเงินถอนต่อวัน' },
  WITHDRAW_DAILY_COUNT: { code: 3203, http: 200, message: 'ถอนเงินครบจำนวนครั้งต่อวันแล้ว กรุณาทำรายการใหม่พรุ่งนี้' },
  WITHDRAW_PENDING_EXISTS: { code: 3204, http: 200, message: 'มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้นก่อน' },
  WITHDRAW_TURNOVER_UNMET: { code: 3205, http: 200, message: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามเงื่อนไขโบนัส จึงยังถอนเงินไม่ได้' },
  WITHDRAWAL_NOT_PENDING: { code: 3206, http: 200, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' },
  WITHDRAW_DEBT_OUTSTANDING: { code: 3210, http: 200, message: 'มียอดค้างชำระจากการแก้ไขผลรางวัล จึงยังถอนเงินไม่ได้' },
  WITHDRAW_ABOVE_CAP: { code: 3211, http: 200, message: 'ยอดถอนเกินยอดถอนสูงสุดของโปรโมชั่นที่ทำเทิร์นครบแล้ว' },
  WITHDRAWAL_CLAIMED: { code: 3230, http: 200, message: 'รายการถอนนี้มีเจ้าหน้าที่คนอื่นกำลังดำเนินการอยู่' },
  WITHDRAWAL_NOT_CLAIMED: { code: 3231, http: 200, message: 'คุณไม่ได้รับรายการถอนนี้ไว้ดำเนินการ' },

  // 3300-3349 promotions and wagering requirements, 3350-3399 coupons (docs/promotions.md)
  PROMOTION_NOT_FOUND: { code: 3301, http: 200, message: 'ไม่พบโปรโมชั่นนี้ หรือโปรโมชั่นสิ้นสุดแล้ว' },
  PROMOTION_NOT_ELIGIBLE: { code: 3302, http: 200, message: 'ท่านยังรับโปรโมชั่นนี้ไม่ได้ในตอนนี้' },
  REQUIREMENT_NOT_FOUND: { code: 3303, http: 200, message: 'ไม่พบโปรโมชั่นที่กำลังทำเทิร์นรายการนี้' },
  REQUIREMENT_ENDED: { code: 3304, http: 200, message: 'โปรโมชั่นนี้สิ้นสุดไปแล้ว' },
  COUPON_INVALID: { code: 3351, http: 200, message: 'โค้ดคูปองไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่' },
  COUPON_ALREADY_USED: { code: 3352, http: 200, message: 'ท่านใช้คูปองนี้ไปแล้ว' },
  COUPON_UNAVAILABLE: { code: 3353, http: 200, message: 'คูปองนี้หมดอายุหรือถูกใช้ครบจำนวนแล้ว' },
  COUPON_TOO_MANY_ATTEMPTS: { code: 3354, http: 200, message: 'กรอกโค้ดผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่' },
  COUPON_CODE_TAKEN: { code: 3355, http: 200, message: 'โค้ดคูปองนี้มีอยู่แล้ว กรุณาใช้โค้ดอื่น' },

  // 3400-3429 cashback, commission and win/loss refunds, 3430-3459 affiliate (docs/rewards.md)
  REWARD_NOTHING_TO_CLAIM: { code: 3401, http: 200, message: 'ยังไม่มียอดที่รับได้ในตอนนี้' },
  REWARD_DISABLED: { code: 3402, http: 200, message: 'ขณะนี้ยังไม่เปิดให้รับรายการนี้' },
  REWARD_ENTRY_NOT_FOUND: { code: 3403, http: 200, message: 'ไม่พบรายการนี้' },
  REWARD_ENTRY_CLAIMED: { code: 3404, http: 200, message: 'รายการนี้สมาชิกรับไปแล้ว จึงแก้ไขหรือระงับไม่ได้' },
  REWARD_PERIOD_OPEN: { code: 3405, http: 200, message: 'รอบนี้ยังไม่สิ้นสุด จึงยังคำนวณไม่ได้' },
  AFFILIATE_SELF_REFERRAL: { code: 3431, http: 200, message: 'ไม่สามารถใช้รหัสแนะนำของตัวเองได้ (เบอร์โทร บัญชีธนาคาร หรืออุปกรณ์เดียวกับผู้แนะนำ)' },
  AFFILIATE_BELOW_MIN_REDEEM: { code: 3432, http: 200, message: 'ยอดที่ถอนยังไม่ถึงขั้นต่ำของการถอนรายได้แนะนำเพื่อน' },
  AFFILIATE_FROZEN: { code: 3433, http: 200, message: 'บัญชีแนะนำเพื่อนของท่านถูกระงับชั่วคราว กรุณาติดต่อเจ้าหน้าที่' },
  AFFILIATE_INSUFFICIENT: { code: 3434, http: 200, message: 'รายได้แนะนำเพื่อนไม่พอสำหรับยอดที่ต้องการถอน' },
  AFFILIATE_NOT_FOUND: { code: 3435, http: 200, message: 'ไม่พบสมาชิกผู้แนะนำนี้' },
  AFFILIATE_CORRECTION_TOO_LARGE: { code: 3436, http: 200, message: 'ยอดหักคืนมากกว่ารายได้ที่เหลืออยู่ของสมาชิก' },
  AFFILIATE_DISABLED: { code: 3437, http: 200, message: 'ขณะนี้ระบบแนะนำเพื่อนปิดให้บริการชั่วคราว' },

  // 3460-3469 prizes: points and free spins spent (docs/engagement.md)
  POINTS_NOT_ENOUGH: { code: 3461, http: 200, message: 'แต้มของท่านไม่เพียงพอ' },
  FREE_SPINS_NOT_ENOUGH: { code: 3462, http: 200, message: 'ท่านไม่มีฟรีสปินเหลืออยู่' },

  // 3500-3519 points and VIP

  // 3520-3539 fortune wheel
  WHEEL_OFF: { code: 3520, http: 200, message: 'ขณะนี้กงล้อนำโชคปิดให้บริการชั่วคราว' },
  WHEEL_NO_FREE_SPIN: { code: 3521, http: 200, message: 'วันนี้ท่านไม่มีสิทธิ์สปินฟรีเหลืออยู่' },
  WHEEL_DAILY_CAP: { code: 3522, http: 200, message: 'วันนี้ท่านหมุนวงล้อด้วยแต้มครบจำนวนครั้งแล้ว กรุณากลับมาใหม่พรุ่งนี้' },
  WHEEL_SPIN_NOT_FOUND: { code: 3523, http: 200, message: 'ไม่พบรายการหมุนวงล้อนี้' },
  WHEEL_REWARD_TAKEN: { code: 3524, http: 200, message: 'ท่านรับรางวัลนี้ไปแล้ว' },
  WHEEL_NO_REWARD: { code: 3525, http: 200, message: 'รายการนี้ไม่มีรางวัลให้กดรับ' },
  WHEEL_NO_BOARD: { code: 3526, http: 200, message: 'กงล้อยังไม่ได้ตั้งค่ารางวัล กรุณาติดต่อเจ้าหน้าที่' },
  WHEEL_TAB_OFF: { code: 3527, http: 200, message: 'ขณะนี้ปิดการหมุนวงล้อด้วยสปินฟรี' },
  WHEEL_BOARD_UNKNOWN: { code: 3528, http: 200, message: 'ไม่พบรุ่นของกงล้อนี้' },

  // 3540-3559 quests and events
  QUEST_NOT_FOUND: { code: 3541, http: 200, message: 'ไม่พบภารกิจนี้ หรือภารกิจนี้ปิดอยู่' },
  QUEST_NOT_COMPLETED: { code: 3542, http: 200, message: 'ยังทำภารกิจนี้ไม่สำเร็จ' },
  QUEST_ALREADY_REDEEMED: { code: 3543, http: 200, message: 'ท่านรับรางวัลภารกิจนี้ในรอบนี้ไปแล้ว' },
  QUEST_VIP_REQUIRED: { code: 3544, http: 200, message: 'ภารกิจนี้สำหรับสมาชิกระดับ VIP ที่สูงกว่านี้' },
  QUEST_NOT_STARTED: { code: 3545, http: 200, message: 'ภารกิจนี้ยังไม่เริ่ม' },
  QUEST_ENDED: { code: 3546, http: 200, message: 'ภารกิจนี้สิ้นสุดแล้ว' },
  EVENT_NOT_FOUND: { code: 3547, http: 200, message: 'ไม่พบกิจกรรมนี้' },
  EVENT_OVER: { code: 3548, http: 200, message: 'กิจกรรมนี้สิ้นสุดแล้ว' },
  EVENT_NOT_STARTED: { code: 3549, http: 200, message: 'กิจกรรมนี้ยังไม่เริ่ม' },

  // 3560-3579 polls
  POLL_NOT_FOUND: { code: POLL_NOT_FOUND_CODE, http: 200, message: 'ไม่พบโพลนี้' },
  POLL_NOT_OPEN_YET: { code: 3561, http: 200, message: 'โพลนี้ยังไม่เปิดให้โหวต' },
  POLL_CLOSED: { code: 3562, http: 200, message: 'โพลนี้ปิดโหวตแล้ว' },
  POLL_CHOICE_NOT_FOUND: { code: 3563, http: 200, message: 'ไม่พบตัวเลือกนี้ในโพล' },
  POLL_NO_VOTES_LEFT: { code: 3564, http: 200, message: 'ท่านใช้สิทธิ์โหวตครบแล้ว' },
  POLL_ALREADY_RESOLVED: { code: 3565, http: 200, message: 'โพลนี้ประกาศผลแล้ว' },
  POLL_CANCELLED: { code: 3566, http: 200, message: 'โพลนี้ถูกยกเลิกแล้ว' },
  POLL_STILL_OPEN: { code: 3567, http: 200, message: 'โพลยังเปิดโหวตอยู่ กรุณาปิดโหวตก่อนประกาศผล' },
  POLL_HAS_VOTES: { code: 3568, http: 200, message: 'โพลนี้มีผู้โหวตแล้ว แก้ไขได้เฉพาะชื่อ รายละเอียด และเวลาปิดโหวต' },
  POLL_NONE: { code: 3569, http: 200, message: 'ยังไม่มีโพลในขณะนี้' },

  // 3580-3599 points shop
  SHOP_ITEM_NOT_FOUND: { code: 3581, http: 200, message: 'ไม่พบของรางวัลนี้' },
  SHOP_ITEM_INACTIVE: { code: 3582, http: 200, message: 'ของรางวัลนี้ปิดการแลกชั่วคราว' },
  SHOP_NOT_STARTED: { code: 3583, http: 200, message: 'ของรางวัลนี้ยังไม่เปิดให้แลก' },
  SHOP_ENDED: { code: 3584, http: 200, message: 'ของรางวัลนี้หมดเวลาแลกแล้ว' },
  SHOP_OUT_OF_STOCK: { code: 3585, http: 200, message: 'ของรางวัลหมดแล้ว หรือเหลือไม่พอกับจำนวนที่เลือก' },
  SHOP_LIMIT_REACHED: { code: 3586, http: 200, message: 'ท่านแลกของรางวัลนี้ครบจำนวนที่กำหนดต่อท่านแล้ว' },
  SHOP_VIP_REQUIRED: { code: 3587, http: 200, message: 'ของรางวัลนี้สำหรับสมาชิกระดับ VIP ที่กำหนดเท่านั้น' },
  SHOP_ADDRESS_REQUIRED: { code: 3588, http: 200, message: 'กรุณากรอกที่อยู่จัดส่งสำหรับของรางวัลชิ้นนี้' },
  SHOP_ORDER_NOT_FOUND: { code: 3589, http: 200, message: 'ไม่พบรายการแลกนี้' },
  SHOP_ORDER_STATE: { code: 3590, http: 200, message: 'สถานะของรายการนี้ไม่ตรงกับคำสั่งนี้ อาจถูกดำเนินการไปแล้ว' },
  SHOP_STOCK_NEGATIVE: { code: 3591, http: 200, message: 'ปรับแล้วสต็อกจะติดลบ ไม่สามารถทำรายการได้' },
  SHOP_STOCK_UNLIMITED: { code: 3592, http: 200, message: 'ของรางวัลนี้ไม่จำกัดจำนวน จึงปรับสต็อกไม่ได้' },

  // 3600-3619 free spins
  FREE_SPIN_OFF: { code: 3600, http: 200, message: 'ขณะนี้ระบบฟรีสปินปิดให้บริการชั่วคราว' },
  FREE_SPIN_GAME_NOT_ACCEPTED: { code: 3601, http: 200, message: 'เกมนี้ไม่รับฟรีสปิน กรุณาเลือกเกมอื่น' },
  FREE_SPIN_REQUEST_CONFLICT: { code: 3602, http: 200, message: 'รหัสคำขอนี้ถูกใช้กับเกมอื่นแล้ว กรุณาหมุนใหม่อีกครั้ง' },

  // 3700-3749 sportsbook (docs/sport.md): 3700-3719 bets, 3720-3749 feed and operators
  SPORT_OFF: { code: 3700, http: 200, message: 'ขณะนี้ระบบแทงบอลปิดให้บริการชั่วคราว' },
  SPORT_MARKET_NOT_FOUND: { code: 3701, http: 200, message: 'ไม่พบราคาที่เลือก กรุณาเลือกใหม่จากตารางบอล' },
  SPORT_MARKET_SUSPENDED: { code: 3702, http: 200, message: 'ราคานี้ปิดรับชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  SPORT_FIXTURE_STARTED: { code: 3703, http: 200, message: 'คู่นี้เริ่มแข่งขันแล้ว ไม่รับเดิมพันเพิ่ม' },
  SPORT_ODDS_CHANGED: { code: 3704, http: 200, message: 'ราคามีการเปลี่ยนแปลง กรุณาตรวจสอบราคาใหม่ก่อนยืนยัน' },
  SPORT_STAKE_MIN: { code: 3705, http: 200, message: 'ยอดเดิมพันต่ำกว่าขั้นต่ำ' },
  SPORT_STAKE_MAX: { code: 3706, http: 200, message: 'ยอดเดิมพันสูงกว่าที่กำหนดต่อบิล' },
  SPORT_PAYOUT_MAX: { code: 3707, http: 200, message: 'ยอดจ่ายสูงสุดของบิลนี้เกินที่กำหนด กรุณาลดยอดเดิมพัน' },
  SPORT_FIXTURE_LIMIT: { code: 3708, http: 200, message: 'ยอดเดิมพันรวมในคู่นี้ของท่านเกินที่กำหนด' },
  SPORT_MEMBER_LIMIT: { code: 3709, http: 200, message: 'ยอดเดิมพันกีฬาที่ยังไม่ได้ผลของท่านเกินที่กำหนด' },
  SPORT_PARLAY_SAME_FIXTURE: { code: 3710, http: 200, message: 'บอลสเต็ปเลือกได้คู่ละ 1 ตัวเลือกเท่านั้น' },
  SPORT_REQUEST_CONFLICT: { code: 3711, http: 200, message: 'รหัสคำขอนี้ถูกใช้กับบิลอื่นแล้ว กรุณาวางเดิมพันใหม่อีกครั้ง' },
  SPORT_FIXTURE_NOT_FOUND: { code: 3712, http: 200, message: 'ไม่พบคู่การแข่งขันนี้' },
  SPORT_BET_NOT_FOUND: { code: 3713, http: 200, message: 'ไม่พบบิลนี้' },
  // 3720-3729 the feed and the operators' trading (docs/sport.md "Back office")
  SPORT_FIXTURE_VOIDED: { code: 3720, http: 200, message: 'คู่นี้ถูกยกเลิก (โมฆะ) แล้ว แก้ไขไม่ได้' },
  SPORT_LINE_TAKEN: { code: 3721, http: 200, message: 'มีตลาดเส้นนี้ในคู่นี้อยู่แล้ว' },
  SPORT_RESULT_BEFORE_KICKOFF: { code: 3722, http: 200, message: 'คู่นี้ยังไม่ถึงเวลาเริ่มแข่ง จึงบันทึกผลจบการแข่งขันไม่ได้' },
  SPORT_FIXTURE_CLOSED: { code: 3723, http: 200, message: 'คู่นี้ไม่ได้เปิดรับแทงแล้ว (เริ่มแข่ง จบ เลื่อน หรือยกเลิก) จึงทำรายการนี้ไม่ได้' },

  // 3820-3839 LINE LIFF (docs/line.md): id token checks, then linking a LINE user to a member
  LINE_OFF: { code: 3820, http: 200, message: 'ขณะนี้ยังไม่เปิดให้เข้าสู่ระบบผ่าน LINE กรุณาเข้าสู่ระบบด้วยเบอร์โทรศัพท์' },
  LINE_TOKEN_INVALID: { code: 3821, http: 200, message: 'ยืนยันตัวตนจาก LINE ไม่สำเร็จ กรุณาปิดแล้วเปิดหน้านี้ใน LINE อีกครั้ง' },
  LINE_TOKEN_EXPIRED: { code: 3822, http: 200, message: 'ข้อมูลยืนยันตัวตนจาก LINE หมดอายุแล้ว กรุณาปิดแล้วเปิดหน้านี้ใน LINE อีกครั้ง' },
  LINE_TOKEN_OTHER_CHANNEL: { code: 3823, http: 200, message: 'ข้อมูลยืนยันตัวตนนี้ไม่ได้ออกให้เว็บไซต์นี้ กรุณาเปิดหน้านี้จากเมนูใน LINE ของเรา' },
  LINE_TOKEN_UNSUPPORTED: { code: 3824, http: 200, message: 'ระบบยังตรวจสอบข้อมูลยืนยันตัวตนรูปแบบนี้จาก LINE ไม่ได้ กรุณาติดต่อแอดมิน' },
  LINE_NOT_LINKED: { code: 3825, http: 200, message: 'บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิก กรุณาเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านเพื่อเชื่อมบัญชี' },
  LINE_USER_TAKEN: { code: 3826, http: 200, message: 'บัญชี LINE นี้เชื่อมกับสมาชิกอื่นไว้แล้ว' },
  LINE_MEMBER_TAKEN: { code: 3827, http: 200, message: 'สมาชิกนี้เชื่อมกับบัญชี LINE อื่นไว้แล้ว กรุณายกเลิกการเชื่อมเดิมก่อน' },
  LINE_NOT_LINKED_MEMBER: { code: 3828, http: 200, message: 'บัญชีของท่านยังไม่ได้เชื่อมกับ LINE' },
  // 3800-3819 Web Push (docs/push.md)
  PUSH_ENDPOINT_REFUSED: { code: 3801, http: 200, message: 'อุปกรณ์นี้ยังรับการแจ้งเตือนจากเว็บไม่ได้ กรุณาใช้เบราว์เซอร์อื่น' },
  PUSH_NOTICE_NOT_FOUND: { code: 3802, http: 200, message: 'ไม่พบประกาศนี้ หรือประกาศถูกปิดอยู่' },

  // 4000-4999 games: catalogue, launcher, in-house play and the seamless wallet
  GAME_NOT_FOUND: { code: 4001, http: 200, message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' },
  GAME_PROVIDER_UNAVAILABLE: { code: 4002, http: 200, message: 'ผู้ให้บริการเกมนี้ปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง' },
  GAME_DEMO_UNAVAILABLE: { code: 4003, http: 200, message: 'เกมนี้ไม่มีโหมดทดลองเล่น' },
  GAME_TOKEN_INVALID: { code: 4004, http: 200, message: 'ลิงก์เกมไม่ถูกต้อง กรุณาเปิดเกมใหม่จากหน้าล็อบบี้' },
  GAME_TOKEN_EXPIRED: { code: 4005, http: 200, message: 'หมดเวลาเล่นเกมรอบนี้แล้ว กรุณาปิดแล้วเปิดเกมใหม่อีกครั้ง' },
  GAME_LOBBY_NOT_FOUND: { code: GAME_LOBBY_NOT_FOUND_CODE, http: 200, message: 'ไม่พบค่ายเกมนี้ หรือค่ายเกมปิดให้บริการชั่วคราว' },
  GAME_TXN_CONFLICT: { code: 4010, http: 200, message: 'รหัสรายการนี้ถูกใช้กับข้อมูลอื่นแล้ว' },
  GAME_BET_NOT_FOUND: { code: 4011, http: 200, message: 'ยังไม่พบรายการเดิมพันของรายการนี้ กรุณาส่งใหม่อีกครั้งภายหลัง' },
  GAME_BET_ROLLED_BACK: { code: 4012, http: 200, message: 'รายการเดิมพันนี้ถูกยกเลิกไปแล้ว' },
  GAME_ROUND_SETTLED: { code: 4013, http: 200, message: 'รอบนี้จ่ายผลไปแล้ว จึงยกเลิกเดิมพันไม่ได้' },
  GAME_SEED_ROTATE_FIRST: { code: 4020, http: 200, message: 'การเปลี่ยนไคลเอนต์ซีดต้องทำผ่านการเปลี่ยนคู่ซีดก่อนเล่น' },
  GAME_REQUEST_CONFLICT: { code: 4021, http: 200, message: 'รหัสคำขอนี้ถูกใช้กับรอบอื่นแล้ว กรุณาเล่นใหม่อีกครั้ง' },
  GAME_DEMO_FUNDS: { code: 4022, http: 200, message: 'เครดิตทดลองเล่นไม่เพียงพอ กรุณาเปิดเกมทดลองใหม่อีกครั้ง' },
  GAME_ROUND_BUSY: { code: 4023, http: 200, message: 'มีรอบที่กำลังเล่นอยู่ในเกมนี้ กรุณาลองใหม่อีกครั้ง' },
  GAME_SWITCHED_OFF: { code: 4090, http: 200, message: 'เกมนี้ปิดให้บริการชั่วคราว กรุณาเลือกเกมอื่นจากหน้าล็อบบี้' },

  // 5000-5999 lotto: rounds, bills, results and Yeekee
  LOTTO_ROUND_CLOSED: { code: 5001, http: 200, message: 'งวดนี้ปิดรับแทงแล้ว' },
  LOTTO_ROUND_NOT_OPEN_YET: { code: 5002, http: 200, message: 'งวดนี้ยังไม่เปิดรับแทง' },
  LOTTO_BILL_REFUSED: { code: 5003, http: 200, message: 'มีรายการที่แทงไม่ได้ในโพยนี้ กรุณาตรวจสอบแล้วลบรายการออก' },
  LOTTO_BILL_CHANGED: { code: 5004, http: 200, message: 'ยอดแทงบางรายการถูกปรับตามเงื่อนไข กรุณาตรวจสอบโพยแล้วยืนยันอีกครั้ง' },
  LOTTO_NUMBER_FULL: { code: 5005, http: 200, message: 'มีเลขที่ถูกแทงเต็มวงเงินไปก่อนแล้ว กรุณาตรวจสอบโพยอีกครั้ง' },
  LOTTO_CANCEL_TOO_LATE: { code: 5006, http: 200, message: 'ยกเลิกโพยได้จนถึง 10 นาทีก่อนปิดรับแทงเท่านั้น' },
  LOTTO_BILL_NOT_CANCELLABLE: { code: 5007, http: 200, message: 'โพยนี้ยกเลิกไม่ได้แล้ว' },
  LOTTO_ROUND_DECIDED: { code: 5008, http: 200, message: 'งวดนี้ออกผลหรือถูกยกเลิกไปแล้ว' },
  LOTTO_RESULT_TOO_EARLY: { code: 5009, http: 200, message: 'ยังไม่ถึงเวลาปิดรับแทงของงวดนี้ จึงยังบันทึกผลไม่ได้' },
  LOTTO_RESULT_KIND: { code: 5010, http: 200, message: 'รูปแบบผลรางวัลไม่ตรงกับประเภทหวยของงวดนี้' },
  LOTTO_FEED_UNREADABLE: { code: 5011, http: 200, message: 'อ่านผลรางวัลจากข้อมูลที่ส่งมาไม่ได้ กรุณาตรวจสอบรูปแบบข้อมูล' },
  LOTTO_FEED_NO_ROUND: { code: 5012, http: 200, message: 'ไม่พบงวดที่ตรงกับวันออกรางวัลนี้' },
  LOTTO_YEEKEE_COOLDOWN: { code: 5020, http: 200, message: 'ยิงเลขได้ทุก 10 วินาที กรุณารอสักครู่' },
  LOTTO_NOT_YEEKEE: { code: 5021, http: 200, message: 'งวดนี้ไม่ใช่หวยยี่กี' },
  LOTTO_YEEKEE_NOT_CLOSED: { code: 5022, http: 200, message: 'รายการยิงเลขทั้งหมดจะเผยแพร่เมื่อปิดรอบแล้ว' },
  LOTTO_YEEKEE_CLOSED: { code: 5023, http: 200, message: 'รอบนี้ปิดรับการยิงเลขแล้ว' },
  // 5040-5049 four eyes and corrections (docs/lotto.md)
  LOTTO_RESULT_SAME_OPERATOR: {
    code: 5040,
    http: 200,
    message: 'ผลนี้บันทึกโดยคุณเอง ต้องให้เจ้าหน้าที่อีกคนหนึ่งตรวจสอบและยืนยัน',
  },
  LOTTO_RESULT_ENTRY_DECIDED: { code: 5041, http: 200, message: 'รายการผลรางวัลนี้ถูกตัดสินไปแล้ว' },
  LOTTO_CORRECTION_CLOSED: { code: 5042, http: 200, message: 'เลยเวลาที่แก้ไขผลรางวัลของงวดนี้ได้แล้ว' },
  LOTTO_CORRECTION_NOT_ALLOWED: { code: 5043, http: 200, message: 'งวดนี้แก้ไขผลรางวัลไม่ได้' },
  LOTTO_CORRECTION_SAME: { code: 5044, http: 200, message: 'ผลที่แก้ไขตรงกับผลที่ประกาศอยู่แล้ว' },
  LOTTO_NOT_SETTLED: { code: 5045, http: 200, message: 'งวดนี้ยังจ่ายเงินรางวัลไม่ครบ กรุณารอสักครู่แล้วลองใหม่' },

  // 9140-9149 SMS: one-time codes per phone (docs/sms.md "Limits"); same answer whether or not the phone is registered
  OTP_HOURLY_LIMIT: { code: 9140, http: 200, message: 'ขอรหัส OTP ครบ 5 ครั้งใน 1 ชั่วโมงแล้ว กรุณารอสักครู่แล้วลองใหม่' },
  OTP_DAILY_LIMIT: {
    code: 9141,
    http: 200,
    message: 'ขอรหัส OTP ครบ 10 ครั้งใน 24 ชั่วโมงแล้ว กรุณาลองใหม่ในวันถัดไป หรือติดต่อแอดมิน',
  },

  OPERATOR_BAD_CREDENTIALS: { code: 9001, http: 200, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  OPERATOR_EXISTS: { code: 9002, http: 200, message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' },
  // 9020-9029 operators and roles (docs/backoffice.md)
  OPERATOR_SELF_DISABLE: { code: 9020, http: 200, message: 'ปิดการใช้งานบัญชีของตัวเองไม่ได้' },
  OPERATOR_SELF_DEMOTE: { code: 9021, http: 200, message: 'เปลี่ยนบทบาทของตัวเองไม่ได้ ให้ผู้ดูแลระบบคนอื่นเป็นผู้เปลี่ยน' },
  OPERATOR_LAST_ADMIN: {
    code: 9022,
    http: 200,
    message: 'ต้องมีผู้ดูแลระบบ (admin) ที่ใช้งานอยู่อย่างน้อย 1 คน จึงปิดหรือเปลี่ยนบทบาทบัญชีนี้ไม่ได้',
  },
  // 9100-9119 site settings: the agent profile and its logo (docs/backoffice.md "Site settings")
  LOGO_TYPE: { code: 9100, http: 200, message: 'โลโก้ต้องเป็นไฟล์ PNG, SVG หรือ WebP' },
  LOGO_TOO_LARGE: { code: 9101, http: 200, message: 'ไฟล์โลโก้ต้องมีขนาดไม่เกิน 512 KB' },
  LOGO_BAD_CONTENT: { code: 9102, http: 200, message: 'เนื้อไฟล์ไม่ตรงกับชนิดไฟล์ที่ระบุ กรุณาเลือกไฟล์รูปภาพใหม่' },
  LOGO_UNSAFE_SVG: {
    code: 9103,
    http: 200,
    message: 'ไฟล์ SVG นี้มีสคริปต์ ลิงก์ภายนอก หรือส่วนที่ไม่ปลอดภัย จึงใช้เป็นโลโก้ไม่ได้',
  },
  // 9120-9139 deposit accounts (docs/payments.md "Deposit accounts")
  SETTINGS_DEPOSIT_ACCOUNT_NOT_FOUND: { code: 9120, http: 200, message: 'ไม่พบบัญชีรับเงินนี้' },
  SETTINGS_DEPOSIT_ACCOUNT_DUPLICATE: { code: 9121, http: 200, message: 'เลขบัญชีนี้มีอยู่ในรายการบัญชีรับเงินแล้ว' },
  SETTINGS_DEPOSIT_ACCOUNT_IN_USE: {
    code: 9122,
    http: 200,
    message: 'บัญชีนี้มีรายการฝากที่รอดำเนินการอยู่ จึงลบไม่ได้ ปิดการใช้งานบัญชีแทนได้',
  },
  SETTINGS_DEPOSIT_ACCOUNT_KIND: { code: 9123, http: 200, message: 'เปลี่ยนประเภทของบัญชีที่บันทึกแล้วไม่ได้ กรุณาเพิ่มเป็นบัญชีใหม่' },
} as const satisfies Record<string, { code: number; http: number; message: string }>;

type ErrorKey = keyof typeof Errors;
export type ErrorDef = (typeof Errors)[ErrorKey];

const byCode = new Map<number, ErrorDef>(Object.values(Errors).map((e) => [e.code, e]));

/** The catalogue entry for a code (used by the client to show a Thai message when the body lacks one). */
export function errorByCode(code: number): ErrorDef | undefined {
  return byCode.get(code);
}
