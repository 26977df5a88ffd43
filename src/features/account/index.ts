/**
 * Accounts: login, registration and password reset (pages loaded on demand, each its own chunk),
 * the member's details call and the agent code a registration carries.
 */
export { fetchUserInfo, memberQueryRoot, userInfoQueryKey } from './session';
export { useAgentCode } from './useAgentCode';
export { useSignIn } from './useSignIn';

export const loadLoginPage = () => import('./LoginPage');
export const loadRegisterPage = () => import('./RegisterPage');
export const loadForgotPage = () => import('./ForgotPage');
