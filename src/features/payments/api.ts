import type {
  DepositNotice,
  DepositNoticeBody,
  GenerateQrBody,
  InquiryStatusData,
  PaymentChannelsData,
  PaymentInfoData,
  QrInfo,
} from '@contract/payments';
import { api } from '@/lib/http';

/** The deposit calls (docs/wire-format.md "Calls", docs/payments.md). */
export const paymentsApi = {
  channels: () => api.get<PaymentChannelsData>('/member/payment/channels'),
  info: (channelId: number) => api.get<PaymentInfoData>('/member/payment/info', { channel_id: channelId }),
  notify: (body: DepositNoticeBody) => api.post<DepositNotice>('/member/payment/notify', body),
  cancelNotice: () => api.post<{ cancelled: boolean }>('/member/payment/notify/cancel'),
  generateQr: (body: GenerateQrBody) => api.post<QrInfo>('/member/payment/generate_qr', body),
  qrInfo: (reference?: string) => api.get<QrInfo | null>('/member/payment/qrcode_info', { reference }),
  inquiryStatus: (reference: string) => api.get<InquiryStatusData>('/member/payment/inquiry_status', { reference }),
};
