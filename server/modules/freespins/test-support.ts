import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../test';
import { memberFreeSpins } from '../ledger';
import { grantPrize } from '../prizes';

/** Free spins granted as the wheel, quests or the shop would (grantPrize kind 'free_spins'). */
export async function giveFreeSpins(t: TestContext, memberId: number, spins: number, source = 'wheel'): Promise<void> {
  await t.handle.db.transaction().execute((trx) =>
    grantPrize(trx, {
      memberId,
      key: `${source}:${randomUUID()}:prize`,
      kind: 'free_spins',
      units: spins,
      source: 'wheel',
      sourceId: randomUUID(),
      title: 'กงล้อนำโชค',
      statementText: 'รางวัลกงล้อนำโชค',
    }),
  );
}

export const freeSpinsOf = (t: TestContext, memberId: number) => memberFreeSpins(t.handle.db, memberId);

export const requestKey = () => `k-${randomUUID()}`;
