/** Accounts' front door: registration, login, profile and bank accounts (routes), members made directly. */
export { authenticateMember, replacePassword, signIn } from './credentials';
export { insertMember, registrationsByDay } from './members';
export { memberBankAccounts } from './profile';
export { accountMemberRoutes, accountRoutes } from './routes';
