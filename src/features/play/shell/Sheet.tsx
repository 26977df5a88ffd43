import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { type ReactNode, useRef } from 'react';

/** The /play side sheets (rules, fairness): full screen on a phone, a panel from the right on larger screens. */
export function Sheet({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  // Focus lands on the close button, not the first input: a phone would open its keyboard.
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
      size={{ base: 'full', md: 'md' }}
      initialFocusEl={() => close.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="#0b0f0c" borderLeftWidth="1px" borderColor="gold.800" data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px" borderColor="whiteAlpha.100" py="3">
              <Drawer.Title color="gold.300">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={close} aria-label="ปิด" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
