import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { appStore } from '@/state/store';
import { getSystem } from '@/theme/system';

/** The app's providers: the jotai store, the query client and the Chakra system (also used by tests). */
export function AppProviders({ store, queryClient, children }: { store: typeof appStore; queryClient: QueryClient; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={getSystem()}>{children}</ChakraProvider>
      </QueryClientProvider>
    </Provider>
  );
}
