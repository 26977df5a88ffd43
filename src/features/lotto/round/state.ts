import type { BillValidation } from '@contract/lotto';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { PREFIX, session } from '@/state/storage';
import type { BillInput, BillItem } from './bill';

/**
 * docs/product.md "What the site remembers": the bill input (billInputData) and the validated bill (billCache),
 * session state in sessionStorage so a reload or a trip to the deposit page keeps the bill.
 */
export const billInputAtom = atomWithStorage<BillInput | null>(`${PREFIX}lotto.billInput`, null, session as SyncStorage<BillInput | null>, {
  getOnInit: true,
});

/**
 * The last validation answered with error 0 and the request that produced it (docs/product.md "Lotto on the client"), with
 * the idempotency key its confirmation sends: a double tap or a retry buys this bill once.
 */
export type BillCache = { round_id: number; input: BillItem[]; validation: BillValidation; key: string };
export const billCacheAtom = atomWithStorage<BillCache | null>(`${PREFIX}lotto.billCache`, null, session as SyncStorage<BillCache | null>, {
  getOnInit: true,
});
