/** The operators' front door: their routes, accounts and the audit every operator write records. */
export { recordAudit, recordSystemAudit } from './audit';
export { memberDetail } from './members';
export { createOperator } from './operators';
export { adminOperatorRoutes, adminRoutes } from './routes';
