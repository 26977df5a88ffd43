/**
 * The back office's reports (docs/reports.md): daily rollups folded from the ledger's transfers by a
 * scheduled job any number of nodes may run, and the dashboard read from them. It owns the report_*
 * tables and reads other modules' records only through what their index.ts exports.
 */
import './tables';

export { dashboard } from './dashboard';
export { FOLD_DEFAULTS, type FoldOptions, foldLedger } from './fold';
export { reportsOperatorRoutes } from './routes';
