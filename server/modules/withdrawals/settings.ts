import { WITHDRAWAL_RULE_FIELDS } from '@contract/admin-settings';
import { bahtToSatang } from '@contract/money';
import { WITHDRAW_DEFAULTS } from '@contract/withdrawals';
import { z } from 'zod';
import type { Db } from '../../db';
import { agentRecord } from '../agent';

/** The agent's withdrawal rules in satang (amounts) and a count; docs/withdrawals.md. */
export type WithdrawSettings = { minAmount: number; maxPerDay: number; countPerDay: number };

const F = WITHDRAWAL_RULE_FIELDS;

/**
 * `agent.config.withdrawal = { min_amount, max_per_day, count_per_day }` (baht, baht, a count), read
 * with the fields the back office writes with (contract/admin-settings.ts WithdrawalRule). A value
 * missing or unusable falls back to its default, so a bad edit of the config never blocks everyone.
 */
const Config = z
  .object({
    withdrawal: z
      .object({
        min_amount: F.min_amount.catch(WITHDRAW_DEFAULTS.min_amount).default(WITHDRAW_DEFAULTS.min_amount),
        max_per_day: F.max_per_day.catch(WITHDRAW_DEFAULTS.max_per_day).default(WITHDRAW_DEFAULTS.max_per_day),
        count_per_day: F.count_per_day.catch(WITHDRAW_DEFAULTS.count_per_day).default(WITHDRAW_DEFAULTS.count_per_day),
      })
      .catch({ ...WITHDRAW_DEFAULTS })
      .default({ ...WITHDRAW_DEFAULTS }),
  })
  .catch({ withdrawal: { ...WITHDRAW_DEFAULTS } });

/** The rule in baht as stored (defaults filled in): what the back office's profile tab shows. */
export function withdrawalRuleOf(agentConfig: unknown): { min_amount: number; max_per_day: number; count_per_day: number } {
  return Config.parse(agentConfig ?? {}).withdrawal;
}

export async function withdrawSettings(db: Db): Promise<WithdrawSettings> {
  const { withdrawal } = Config.parse((await agentRecord(db)).config ?? {});
  return {
    minAmount: bahtToSatang(withdrawal.min_amount),
    maxPerDay: bahtToSatang(withdrawal.max_per_day),
    countPerDay: withdrawal.count_per_day,
  };
}
