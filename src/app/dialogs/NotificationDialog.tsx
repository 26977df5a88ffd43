import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { notificationsQuery } from '@/features/agent';
import { pushNoticesAtom } from '@/features/push';
import { markNoticeSeenAtom, noticeSelectionAtom } from '@/features/pwa';
import { notificationDialogAtom } from '@/state/ui';

/** docs/constants.md "Screen sizes": the notification dialog is at most 400 px wide. */
const NOTIFICATION_DIALOG_MAX_W = '400px';

/**
 * The notification dialog (docs/product.md "Notification dialog"): 'ประกาศสำคัญ', a stepper over the agent's notifications
 * (image, title, description). The next button advances a page and closes the dialog after the last.
 * After login it shows every notice; on reopening the app, only those the member has not seen
 * (features/pwa/reopen-notices.ts). Each notice shown is remembered as seen.
 */
export default function NotificationDialog() {
  const [open, setOpen] = useAtom(notificationDialogAtom);
  const { data: agentNotices = [] } = useQuery(notificationsQuery);
  // Pushes that arrived while the app was open come first (negative ids: never marked seen).
  const all = [...useAtomValue(pushNoticesAtom), ...agentNotices];
  const [selection, setSelection] = useAtom(noticeSelectionAtom);
  const markSeen = useSetAtom(markNoticeSeenAtom);
  const notices = selection ? all.filter((n) => selection.includes(n.id)) : all;
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (open) setPage(0);
  }, [open]);
  const current = notices[Math.min(page, notices.length - 1)];
  const last = page >= notices.length - 1;
  const next = () => (last ? setOpen(false) : setPage((p) => p + 1));
  const shownId = open ? current?.id : undefined;
  useEffect(() => {
    if (shownId !== undefined && shownId > 0) markSeen(shownId);
  }, [shownId, markSeen]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      // The selection is dropped once the closing animation has played, so the content does not change under it.
      onExitComplete={() => setSelection(null)}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content
            maxW={NOTIFICATION_DIALOG_MAX_W}
            w="full"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="gold.800"
            data-testid="notification-dialog"
          >
            <Dialog.Header justifyContent="center">
              <Dialog.Title color="gold.400">ประกาศสำคัญ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {current ? (
                <Box key={current.id} data-testid="notice">
                  {current.image && (
                    <Image src={current.image} alt={current.title} rounded="lg" w="full" aspectRatio="16 / 9" objectFit="cover" mb="3" />
                  )}
                  <Text fontWeight="700" fontSize="lg" mb="1">
                    {current.title}
                  </Text>
                  <Text color="fg.muted" whiteSpace="pre-line">
                    {current.description}
                  </Text>
                </Box>
              ) : (
                <Text textAlign="center" color="fg.muted" py="6">
                  ไม่มีประกาศสำคัญในตอนนี้
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer flexDirection="column" gap="3">
              {notices.length > 1 && (
                <Flex
                  as="ol"
                  listStyleType="none"
                  gap="2"
                  aria-label={`ประกาศ ${page + 1} จาก ${notices.length}`}
                  data-testid="notice-stepper"
                >
                  {notices.map((n, i) => (
                    <Box
                      as="li"
                      key={n.id}
                      aria-current={i === page ? 'step' : undefined}
                      w={i === page ? '6' : '2'}
                      h="2"
                      rounded="full"
                      bg={i <= page ? 'gold.500' : 'whiteAlpha.300'}
                      transition="width 0.2s"
                    />
                  ))}
                </Flex>
              )}
              <Button colorPalette="gold" w="full" onClick={next} data-testid="notice-next">
                {current && !last ? 'ถัดไป' : 'ปิด'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
