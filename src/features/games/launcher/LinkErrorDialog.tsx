import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';

/** docs/errors.md "How the site shows a failure": a game link failure shows this dialog with the server's message. */
export function LinkErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  // Keep the text while the dialog animates out.
  const shown = useRef(message);
  if (message !== null) shown.current = message;
  return (
    <Dialog.Root open={message !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.subtle" data-testid="game-link-error">
            <Dialog.Header>
              <Dialog.Title color="red.300">พบบางอย่างผิดปกติ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{shown.current}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="gold" onClick={onClose}>
                ตกลง
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
