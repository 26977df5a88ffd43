import type { WheelRewardData, WheelSeedData, WheelSpinV2Data, WheelVerifyData } from '@contract/wheel';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/** A client-made key: a repeated request (a retry, a double tap) answers the first spin. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The wheel's writes (docs/engagement.md). A refusal throws the ApiError with the server's Thai
 * message ('แต้มของท่านไม่เพียงพอ', 'วันนี้ท่านไม่มีสิทธิ์สปินฟรีเหลืออยู่ ...').
 */
export const wheelApi = {
  /** POST /api/wheel/spin_v2 { tab, request_key }. */
  spin: async (tab: 1 | 2, requestKey: string): Promise<WheelSpinV2Data & { message: string }> => {
    const res = await api.post<WheelSpinV2Data>('/wheel/spin_v2', { tab, request_key: requestKey });
    return { ...unwrap(res), message: res.message };
  },
  /** POST /api/wheel/reward { spin_id }. */
  reward: async (spinId: number): Promise<WheelRewardData & { message: string }> => {
    const res = await api.post<WheelRewardData>('/wheel/reward', { spin_id: spinId });
    return { ...unwrap(res), message: res.message };
  },
  /** POST /api/wheel/seed { client_seed? }: reveals the server seed, opens a new pair. */
  rotateSeed: async (clientSeed?: string): Promise<WheelSeedData> =>
    unwrap(await api.post<WheelSeedData>('/wheel/seed', clientSeed ? { client_seed: clientSeed } : {})),
  /** POST /api/wheel/verify: recomputes a spin. */
  verify: async (body: { server_seed: string; client_seed: string; nonce: number; board_version: number }): Promise<WheelVerifyData> =>
    unwrap(await api.post<WheelVerifyData>('/wheel/verify', body)),
};
