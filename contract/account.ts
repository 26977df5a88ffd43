import { z } from 'zod';
import { ValidationErrorData } from './envelope';
import {
  AgentCode,
  BankAccountNumber,
  BankCode,
  checkBankAccountLength,
  IsoDate,
  LineId,
  LoginPassword,
  OtpCode,
  Password,
  PersonName,
  Phone,
  ReferralCode,
} from './fields';

export const CheckAccountBody = z.object({ phone: Phone });
export const CheckAccountData = z.object({ available: z.boolean() });

export const RegisterBody = z
  .object({
    phone: Phone,
    password: Password,
    first_name: PersonName('ชื่อ'),
    last_name: PersonName('นามสกุล'),
    bank_code: BankCode,
    bank_account_number: BankAccountNumber,
    bank_account_name: PersonName('ชื่อบัญชี'),
    date_of_birth: IsoDate,
    line_id: LineId.optional(),
    referral_code: ReferralCode.optional(),
    agent_code: AgentCode,
  })
  .superRefine(checkBankAccountLength);
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({ phone: Phone, password: LoginPassword, agent_code: AgentCode.optional() });
export type LoginBody = z.input<typeof LoginBody>;
export const LoginData = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_at: z.string() });
export type LoginData = z.infer<typeof LoginData>;
/** Registration signs the member in at once: it answers exactly what login answers. */
export const RegisterData = LoginData;

/**
 * A business failure tied to one field (phone taken, bank account taken, under age...) answers
 * HTTP 200 with error != 0 and `data.fields`, like a 422, so forms show it beside the field.
 */
export const FieldErrorsData = ValidationErrorData;

/** The Thai refusal for an under-age applicant, naming the configured minimum age. */
export const tooYoungMessage = (minAge: number) => `ขออภัย ผู้สมัครต้องมีอายุ ${minAge} ปีขึ้นไป`;

export const MemberBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  is_primary: z.boolean(),
});
export type MemberBankAccount = z.infer<typeof MemberBankAccount>;

export const UserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  vip_level: z.number().int(),
  agent_code: z.string(),
  line_id: z.string().nullable(),
  date_of_birth: z.string(),
  referral_code: z.string(),
  bank_accounts: z.array(MemberBankAccount),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const ChangePasswordBody = z.object({ old_password: LoginPassword, new_password: Password });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const UpdateSubBankBody = z
  .object({ bank_code: BankCode, bank_account_number: BankAccountNumber, bank_account_name: PersonName('ชื่อบัญชี') })
  .superRefine(checkBankAccountLength);
export type UpdateSubBankBody = z.input<typeof UpdateSubBankBody>;
export const MemberBankAccountList = z.array(MemberBankAccount);

/** Password reset by SMS: a code lives 5 minutes, allows 5 attempts, and one is sent per phone per 60 s. */
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export const ResetPasswordBody = z.object({ phone: Phone });
export const ResetPasswordData = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
export const ResetPasswordV2Body = z.object({ phone: Phone, otp: OtpCode, new_password: Password });
export type ResetPasswordV2Body = z.input<typeof ResetPasswordV2Body>;

export const Wallet = z.object({
  id: z.number().int(),
  wallet_name: z.string(),
  balance: z.number(),
  wallet_type_id: z.number().int(),
});
export type Wallet = z.infer<typeof Wallet>;
export const WalletList = z.array(Wallet);

/** POST /api/member/points: the member's points (docs/wire-format.md "Calls": data.point), 2 decimals. */
export const PointsData = z.object({ point: z.number() });
