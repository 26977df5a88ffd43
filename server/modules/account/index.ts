/**
 * Accounts' front door: registration, login, profile and bank accounts (routes), members made
 * directly, and what other modules may do to member rows. Members and bank accounts are this
 * module's tables: other modules read them through the views member_public and member_bank_public
 * (tables.ts, migration 035_read_views) and change them only through these functions.
 */
import './tables';

export { authenticateMember, replacePassword, signIn } from './credentials';
export { lockMember, setVipLevels } from './member-rows';
export { insertMember, registrationsByDay } from './members';
export { memberBankAccounts } from './profile';
export { accountMemberRoutes, accountRoutes } from './routes';
