import { createStore } from 'jotai';

/** The one jotai store, shared by React (Provider) and plain modules such as the HTTP client. */
export const appStore = createStore();
