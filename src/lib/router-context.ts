import type { QueryClient } from '@tanstack/react-query';
import type { appStore } from '../state/store';

/** What every route's beforeLoad and loader receive: the query client and the jotai store. */
export type RouterContext = { queryClient: QueryClient; store: typeof appStore };
