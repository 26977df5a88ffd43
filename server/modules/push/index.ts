/**
 * Web Push's front door (docs/push.md): the routes, `enqueuePush` (called by the modules where an
 * event happens, inside the event's transaction) and the outbox job that delivers each push once.
 */
export { drainPushOutbox, type PushSender, webPushSender } from './drain';
export { enqueuePush, type PushEvent } from './enqueue';
export { pushMemberRoutes, pushRoutes } from './routes';
