import { bahtToSatang, hasAtMost2Decimals } from '@contract/money';
import { WITHDRAW_DEFAULTS } from '@contract/withdrawals';
import { z } from 'zod';
import type { Db } from '../../db';
import { agentRecord } from '../agent';

/** The agent's withdrawal rules in satang (amounts) and a count; docs/withdrawals.md. */
export type WithdrawSettings = { minAmount: number; maxPerDay: number; countPerDay: number };

const baht = (fallback: number) => z.number().positive().max(10_000_000).refine(hasAtMost2Decimals).catch(fallback).default(fallback);

/**
 * `agent.config.withdrawal = { min_amount, max_per_day, count_per_day }` (baht, baht, a count). A value
 * missing or unusable falls back to its default, so a bad edit of the config never blocks everyone.
 */
const Config = z
  .object({
    withdrawal: z
      .object({
        min_amount: baht(WITHDRAW_DEFAULTS.min_amount),
        max_per_day: baht(WITHDRAW_DEFAULTS.max_per_day),
        count_per_day: z.number().int().min(1).max(1000).catch(WITHDRAW_DEFAULTS.count_per_day).default(WITHDRAW_DEFAULTS.count_per_day),
      })
      .catch({ ...WITHDRAW_DEFAULTS })
      .default({ ...WITHDRAW_DEFAULTS }),
  })
  .catch({ withdrawal: { ...WITHDRAW_DEFAULTS } });

export async function withdrawSettings(db: Db): Promise<WithdrawSettings> {
  const { withdrawal } = Config.parse((await agentRecord(db)).config ?? {});
  return {
    minAmount: bahtToSatang(withdrawal.min_amount),
    maxPerDay: bahtToSatang(withdrawal.max_per_day),
    countPerDay: withdrawal.count_per_day,
  };
}
