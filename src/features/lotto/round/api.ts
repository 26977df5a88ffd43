import type { BillCreateData, BillValidation } from '@contract/lotto';
import type { z } from 'zod';
import { ApiError, unwrap } from '@/lib/api-error';
import { lottoHttp } from '../http';
import type { BillItem } from './bill';

type BillCreated = z.infer<typeof BillCreateData>;

/** POST /api/lotto/bill/validate and /bill/create (docs/lotto.md "Bills"); agent_id is added by lottoHttp. */
export const billApi = {
  validate: async (round_id: number, items: BillItem[]) =>
    unwrap(await lottoHttp.post<BillValidation>('bill/validate', { round_id, items })),
  create: async (round_id: number, items: BillItem[], idempotency_key: string) =>
    unwrap(await lottoHttp.post<BillCreated>('bill/create', { round_id, items, idempotency_key })),
};

/** The item-by-item validation a refused or changed bill carries with its error (5001-5004), if any. */
export function validationOf(err: unknown): BillValidation | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const data = err.data as Partial<BillValidation> | undefined;
  return data && Array.isArray(data.items) ? (data as BillValidation) : undefined;
}
