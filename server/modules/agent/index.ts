/** The agent's front door: the one agent this deployment serves, its configuration and content. */

export {
  type DepositAccount,
  type DepositAccountValues,
  deleteDepositAccount,
  depositAccountById,
  depositAccountWithNumber,
  insertDepositAccount,
  listDepositAccounts,
  updateDepositAccount,
} from './deposit-accounts';
export { agentLaunchState } from './launch-state';
export { addMemberNotices, type MemberNotice } from './member-notices';
export {
  type AgentProfileFields,
  type AgentProfileRow,
  agentProfile,
  type BrandAsset,
  brandAsset,
  saveAgentConfigPart,
  saveAgentProfile,
  saveBrandAsset,
} from './profile';
export { agentMemberRoutes, agentRoutes } from './routes';
export { AGENT_ID, agentBankAccounts, agentRecord, agentTrueMoneyAccounts, assertOwnAgent, banners, notificationText } from './service';
