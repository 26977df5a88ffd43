import type { BetType, BillDetail, BillValidation } from '@contract/lotto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { walletsQueryKey } from '@/features/member';
import { newRequestKey } from '@/lib/request-key';
import { lottoKeys } from '../queries';
import { billApi, validationOf } from './api';
import { type AddOutcome, addNumbers, type BillItem, emptyInput, type Limited, lineKey, sameItems, toItems } from './bill';
import { type BillCache, billCacheAtom, billInputAtom } from './state';

/**
 * docs/product.md "Lotto on the client": loading a round clears the cached bill and the bill input. Both are kept per round
 * in session storage, so a reload of the same round (or a trip to the deposit page) keeps the bill,
 * and opening another round starts an empty one.
 */
export function useRoundBillReset(roundId: number) {
  const [input, setInput] = useAtom(billInputAtom);
  const [cache, setCache] = useAtom(billCacheAtom);
  useEffect(() => {
    if (input?.round_id !== roundId) setInput(emptyInput(roundId));
    if (cache && cache.round_id !== roundId) setCache(null);
  }, [roundId, input?.round_id, cache, setInput, setCache]);
}

/** What the items of a validated bill sell: the accepted amounts the member saw (adjusted ones included). */
function soldItems(v: BillValidation): BillItem[] {
  return v.items.map((i) => ({ bet_type: i.bet_type, number: i.number, amount: i.accepted_amount }));
}

/**
 * The bill being built for one round and what the server said about it: the lines (session storage),
 * `validate` (keeps the answer only on error 0) and `create` (sends the validated bill with its
 * idempotency key, then refreshes the wallets and clears the builder).
 */
export function useBill(roundId: number, limited: ReadonlyMap<string, Limited>) {
  const queryClient = useQueryClient();
  const [stored, setInput] = useAtom(billInputAtom);
  const [cache, setCache] = useAtom(billCacheAtom);
  const input = stored?.round_id === roundId ? stored : emptyInput(roundId);
  const items = toItems(input.lines);
  /** The last validation the member saw (error 0, or a refusal's item list). */
  const [checked, setChecked] = useState<BillValidation | null>(null);
  const [created, setCreated] = useState<BillDetail | null>(null);

  const validCache: BillCache | null = cache?.round_id === roundId && sameItems(items, cache.input) ? cache : null;

  const update = useCallback(
    (fn: (lines: typeof input.lines) => typeof input.lines) => setInput({ ...input, lines: fn(input.lines) }),
    [input, setInput],
  );

  const add = (betTypes: BetType[], numbers: string[]): AddOutcome => {
    const outcome = addNumbers(input.lines, betTypes, numbers, input.amount, limited);
    if (outcome.added > 0) setInput({ ...input, lines: outcome.lines });
    return outcome;
  };
  const setAmount = (key: string, amount: string) => update((lines) => lines.map((l) => (lineKey(l) === key ? { ...l, amount } : l)));
  const remove = (key: string) => update((lines) => lines.filter((l) => lineKey(l) !== key));
  const removeRefused = () => {
    const refused = new Set(checked?.items.filter((i) => i.status === 'refused').map(lineKey) ?? []);
    update((lines) => lines.filter((l) => !refused.has(lineKey(l))));
  };
  /** The "amount for all": new lines take it; `apply` also puts it on every line. */
  const setAmountForAll = (amount: string, apply = false) =>
    setInput({ ...input, amount, lines: apply ? input.lines.map((l) => ({ ...l, amount })) : input.lines });
  const clear = () => {
    setInput(emptyInput(roundId));
    setCache(null);
    setChecked(null);
  };

  const validate = useMutation({
    mutationFn: (request: BillItem[]) => billApi.validate(roundId, request),
    // A new check replaces what a failed purchase said.
    onMutate: () => create.reset(),
    onSuccess: (v, request) => {
      setCache({ round_id: roundId, input: request, validation: v, key: newRequestKey() });
      setChecked(v);
    },
    onError: (err) => {
      setCache(null);
      setChecked(validationOf(err) ?? null);
    },
  });

  const create = useMutation({
    mutationFn: (c: BillCache) => billApi.create(c.round_id, soldItems(c.validation), c.key),
    onSuccess: (data) => {
      setCreated(data.bill);
      clear();
      queryClient.setQueryData(lottoKeys.billDetail(data.bill.id), data.bill);
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      void queryClient.invalidateQueries({ queryKey: lottoKeys.bills() });
      void queryClient.invalidateQueries({ queryKey: lottoKeys.limit(roundId) });
    },
    onError: (err) => {
      // A refused or changed bill must be checked again before it can be bought.
      const v = validationOf(err);
      if (v) {
        setCache(null);
        setChecked(v);
      }
    },
  });

  // A second tap lands before React shows the button busy: let one request through (the key would
  // make the server answer the same bill anyway).
  const buying = useRef(false);
  const buy = (c: BillCache) => {
    if (buying.current) return;
    buying.current = true;
    create.mutate(c, {
      onSettled: () => {
        buying.current = false;
      },
    });
  };

  return {
    input,
    items,
    checked,
    validated: validCache,
    created,
    dismissCreated: () => setCreated(null),
    add,
    setAmount,
    remove,
    removeRefused,
    setAmountForAll,
    clear,
    validate,
    create,
    buy,
  };
}
export type BillFlow = ReturnType<typeof useBill>;
