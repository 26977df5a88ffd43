import type { PaymentSettingsBody, PaymentSettingsData } from '@contract/admin-settings';
import { satangToBaht } from '@contract/money';
import type { PaymentChannelType } from '@contract/payments';
import type { z } from 'zod';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import { type PaymentSettings, paymentSettings } from '../../payments/channels';
import { recordAudit } from '../admin';
import { agentProfile, saveAgentConfigPart } from '../agent';
import { lastSaved, PAYMENTS_TARGET } from './saved';

type Body = z.output<typeof PaymentSettingsBody>;

/** The settings in force as the payment tab shows them (baht), read through the one reader of `agent.config.payments`. */
function view(s: PaymentSettings): Omit<PaymentSettingsData, 'updated'> {
  const channel = (t: PaymentChannelType) => ({
    enabled: s.bounds[t].enabled,
    min: satangToBaht(s.bounds[t].min),
    max: satangToBaht(s.bounds[t].max),
  });
  return {
    channels: { bank: channel('bank'), truemoney: channel('truemoney'), promptpay_qr: channel('promptpay_qr') },
    qr_expiry_minutes: s.qrExpiryMinutes,
    notice_window_minutes: s.noticeWindowMinutes,
    statement_max_age_hours: s.statementMaxAgeHours,
    new_member_days: s.newMemberDays,
  };
}

const storedPayments = (config: unknown): Record<string, unknown> => {
  const p = (config as { payments?: unknown } | null)?.payments;
  return p !== null && typeof p === 'object' ? (p as Record<string, unknown>) : {};
};

export async function paymentSettingsView(db: Db, env: PaymentsConfig): Promise<PaymentSettingsData> {
  const row = await agentProfile(db);
  return { ...view(paymentSettings(row.config, row.name, env)), updated: await lastSaved(db, PAYMENTS_TARGET) };
}

/**
 * Writes the tab's fields into `agent.config.payments`, keeping the entries it does not edit
 * (promptpay_id, promptpay_name), with the audit's before and after. Deposits read the settings
 * fresh on every request (server/modules/payments/context.ts), so nothing is cached to forget.
 */
export async function savePaymentSettings(db: Db, env: PaymentsConfig, operatorId: number, body: Body): Promise<PaymentSettingsData> {
  await db.transaction().execute(async (trx) => {
    const row = await agentProfile(trx, true);
    const before = view(paymentSettings(row.config, row.name, env));
    await saveAgentConfigPart(trx, 'payments', {
      ...storedPayments(row.config),
      bank: body.channels.bank,
      truemoney: body.channels.truemoney,
      promptpay_qr: body.channels.promptpay_qr,
      qr_expiry_minutes: body.qr_expiry_minutes,
      notice_window_minutes: body.notice_window_minutes,
      statement_max_age_hours: body.statement_max_age_hours,
      new_member_days: body.new_member_days,
    });
    const saved = await agentProfile(trx);
    const after = view(paymentSettings(saved.config, saved.name, env));
    await recordAudit(trx, operatorId, 'settings.payments', PAYMENTS_TARGET, { before, after });
  });
  return paymentSettingsView(db, env);
}
