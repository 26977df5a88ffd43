/** The agent's public content (config, notices, banners, events) and the `?ag=` code check. */
export { agentConfigQuery, bannersQuery, eventsQuery, notificationsQuery } from './queries';
export { rememberAgentCode } from './validate';
