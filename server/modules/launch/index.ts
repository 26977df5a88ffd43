/**
 * Know before you open (docs/runbook.md "Doctor"): the checks of what is missing or unsafe before the
 * site opens, over the database and the configuration. `npm run ops -- doctor` prints them, the back
 * office reads them at GET /api/admin/launch/checklist. Owns no table: it reads the agent's and the
 * operators' through their modules.
 */
export { launchChecklist } from './checklist';
export { launchOperatorRoutes } from './routes';
