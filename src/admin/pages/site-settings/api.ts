import type { LogoUploadData, PaymentSettingsBody, PaymentSettingsData, SiteProfileBody, SiteProfileData } from '@contract/admin-settings';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export const profileQuery = queryOptions({
  queryKey: ['admin', 'settings', 'profile'] as const,
  queryFn: () => adminApi.get<SiteProfileData>('/settings/profile'),
});
export const paymentsQuery = queryOptions({
  queryKey: ['admin', 'settings', 'payments'] as const,
  queryFn: () => adminApi.get<PaymentSettingsData>('/settings/payments'),
});

export const settingsApi = {
  saveProfile: (body: SiteProfileBody) => adminApi.put<SiteProfileData>('/settings/profile', body),
  uploadLogo: (file: Blob) => adminApi.upload<LogoUploadData>('/settings/logo', file),
  savePayments: (body: PaymentSettingsBody) => adminApi.put<PaymentSettingsData>('/settings/payments', body),
};
