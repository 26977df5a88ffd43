/** The agent code fixed at build time (docs/constants.md "Agent and locale"); its own module so the first script can use it. */
export const BUILD_AGENT_CODE: string = import.meta.env.VITE_AGENT_CODE ?? 'GOLD888';

/**
 * The query of the calls that carry the built-in code (banners, events): the static shell's early
 * banner request and the agent feature's ask the same, so the app takes the early answer.
 */
export const agentCodeQuery = () => ({ agent_code: BUILD_AGENT_CODE });
