/**
 * Web Push in the app (docs/push.md): the opt-in prompt, the profile's settings, the pushes the
 * service worker passes on (added to the notice dialog), and turning pushes off before logout.
 */
export { disablePush as unsubscribePushBeforeLogout } from './browser';
export { usePushMessages } from './messages';
export { PushOptIn } from './PushOptIn';
export { pushNoticesAtom } from './state';

/** The profile's settings on their own chunk: the checkbox machinery stays out of the first script. */
export const loadPushSettings = () => import('./PushSettings');
