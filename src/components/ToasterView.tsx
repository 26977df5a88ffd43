import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast } from '@chakra-ui/react/toast';
import { toaster } from './toast-store';

/** The toasts on screen (loaded with the first toast; see Toaster). */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
