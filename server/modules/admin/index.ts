/**
 * The operators' front door: their routes, accounts and the audit every operator write records.
 * Other modules read operators through the view operator_public (tables.ts), never the table.
 */
import './tables';

export { activeAdminHashes } from './admin-hashes';
export { recordAudit, recordSystemAudit, targetAudit } from './audit';
export { memberDetail } from './members';
export { createOperator } from './operators';
export { adminOperatorRoutes, adminRoutes } from './routes';
