import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { drawerAtom, logoutConfirmAtom } from '@/state/ui';
import { logout } from '../session';

/**
 * The logout flow (docs/product.md "Logout"): this confirm dialog, then the server call, then the user and
 * user info are cleared, the member returns home and a success toast shows for 3 seconds.
 */
export default function LogoutConfirm() {
  const [open, setOpen] = useAtom(logoutConfirmAtom);
  const closeMenu = useSetAtom(drawerAtom);
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await logout(store, queryClient);
    setBusy(false);
    setOpen(false);
    closeMenu(false);
    await navigate({ to: '/' });
    toaster.create({ type: 'success', title: 'ออกจากระบบสำเร็จ', duration: TOAST_MS });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.subtle">
            <Dialog.Header>
              <Dialog.Title>ออกจากระบบ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>ต้องการออกจากระบบใช่หรือไม่?</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  ยกเลิก
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={confirm}>
                ยืนยัน
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
