import type { TestContext } from '../../test';
import { AGENT_ID } from '../agent';

/** Sets agent.config.withdrawal (baht amounts); an empty object restores the defaults. */
export async function setWithdrawConfig(t: TestContext, withdrawal: Record<string, unknown>) {
  await t.handle.db
    .updateTable('agent')
    .set({ config: JSON.stringify({ withdrawal }) })
    .where('id', '=', AGENT_ID)
    .execute();
}
