/** The agent code fixed at build time (SPEC section 9); its own module so the first script can use it. */
export const BUILD_AGENT_CODE: string = import.meta.env.VITE_AGENT_CODE ?? 'GOLD888';
