import { createToaster } from '@chakra-ui/react/toast';

/** Toasts last 1 to 3 seconds (docs/constants.md "Timing on the site"); 3 s unless a caller says otherwise. */
export const TOAST_MS = 3000;

/** The one toast store: `toaster.create({ type, title, description, duration })` from anywhere. */
export const toaster = createToaster({ placement: 'top', duration: TOAST_MS, max: 3, pauseOnPageIdle: true });
