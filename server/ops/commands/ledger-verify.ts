import { verifyLedger } from '../../modules/ledger';
import { parseOptions } from '../args';
import { type OpsCommand, OpsFailure } from '../command';

/** Checks the ledger's invariants; a breach makes the CLI exit non-zero, for cron and alerts. */
export const ledgerVerifyCommand: OpsCommand = {
  name: 'ledger:verify',
  usage: 'ledger:verify',
  summary: 'ตรวจสอบความถูกต้องของบัญชีแยกประเภท / verify the ledger invariants',
  prepare(argv) {
    parseOptions(argv, []);
    return async ({ db }) => {
      const breaches = await verifyLedger(db);
      if (breaches.length > 0) {
        throw new OpsFailure(
          `พบความผิดปกติ ${breaches.length} รายการ / ${breaches.length} ledger breach(es):\n${breaches.map((b) => `  - ${b}`).join('\n')}`,
        );
      }
      return 'บัญชีแยกประเภทถูกต้อง / ledger verified: every currency sums to zero, balances match transfers, no key twice, no member account negative';
    };
  },
};
