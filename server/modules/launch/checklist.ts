import { LAUNCH_KEYS, type LaunchChecklist } from '@contract/admin-launch';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { agentChecks } from './agent-checks';
import { CONFIG_CHECKS } from './config-checks';
import { adminPassword } from './operator-check';

const order = (key: string) => LAUNCH_KEYS.indexOf(key as (typeof LAUNCH_KEYS)[number]);

/**
 * Every pre-opening check over the database and the configuration, the findings in the first-run
 * page's order. `ready` while nothing blocks (warnings may remain): what doctor's exit code says.
 */
export async function launchChecklist(db: Db, config: Config): Promise<LaunchChecklist> {
  const [agent, admin] = await Promise.all([agentChecks(db), adminPassword(db)]);
  const findings = [...agent, ...admin, ...CONFIG_CHECKS.flatMap((check) => check(config))].sort((a, b) => order(a.key) - order(b.key));
  return { ready: findings.every((f) => f.severity !== 'block'), production: config.nodeEnv === 'production', findings };
}
