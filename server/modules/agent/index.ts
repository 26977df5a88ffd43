/** The agent's front door: the one agent this deployment serves, its configuration and content. */

export { agentLaunchState } from './launch-state';
export { addMemberNotices, type MemberNotice } from './member-notices';
export { agentMemberRoutes, agentRoutes } from './routes';
export { AGENT_ID, agentBankAccounts, agentRecord, agentTrueMoneyAccounts, assertOwnAgent, banners, notificationText } from './service';
