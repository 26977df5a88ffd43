import type { ChangePasswordBody, UpdateSubBankBody } from '@contract/account';
import { api } from '@/lib/http';

export const memberApi = {
  changePassword: (body: ChangePasswordBody) => api.post<null>('/member/change_password', body),
  addSubBankAccount: (body: UpdateSubBankBody) => api.post<unknown>('/member/update_sub_bank_account', body),
};
