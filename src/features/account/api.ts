import type { LoginBody, RegisterBody, ResetPasswordV2Body } from '@contract/account';
import { api } from '@/lib/http';

/** The account calls of docs/wire-format.md "Calls"; each answers the envelope (200, 422 or 429). */
type TokenData = { access_token: string; token_type: 'Bearer'; expires_at: string };
export type ResetData = { expires_in: number; resend_in: number };

export const authApi = {
  checkAccount: (phone: string) => api.post<{ available: boolean }>('/check_account', { phone }),
  register: (body: RegisterBody) => api.post<TokenData>('/register', body),
  login: (body: LoginBody) => api.post<TokenData>('/login', body),
  resetPassword: (phone: string) => api.post<ResetData>('/reset_password', { phone }),
  resetPasswordV2: (body: ResetPasswordV2Body) => api.post<null>('/reset_password_v2', body),
};
