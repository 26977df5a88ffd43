import { Stack } from '@chakra-ui/react/stack';
import { useStore } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { InstallPrompt } from './InstallPrompt';
import { OfflineNotice } from './OfflineNotice';
import { watchReopen } from './reopen-notices';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Wraps every route (the router's InnerWrap, so every layout has it): the update prompt, the install
 * prompt and the offline notice, stacked bottom left (above the footer tabs on phones, clear of the
 * contact button on the right), and the watch on the app's visibility for reopen notices.
 */
export function PwaLayer({ children }: { children: ReactNode }) {
  const store = useStore();
  useEffect(() => watchReopen(store), [store]);
  return (
    <>
      {children}
      <Stack
        position="fixed"
        zIndex="banner"
        left={{ base: '3', md: '6' }}
        right={{ base: '76px', md: 'auto' }}
        bottom={{ base: 'calc(84px + env(safe-area-inset-bottom))', md: '6' }}
        maxW="420px"
        gap="2"
        pointerEvents="none"
      >
        <UpdatePrompt />
        <InstallPrompt />
        <OfflineNotice />
      </Stack>
    </>
  );
}
