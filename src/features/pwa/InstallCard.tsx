import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useSetAtom } from 'jotai';
import { AddToHomeIcon, ShareIcon } from '@/components/icons/shell';
import { type InstallOffer, installDismissedAtom, installLaterAtom, promptInstall } from './install';

/** Safari's steps, with the share icon drawn as Safari shows it. */
function IosSteps() {
  return (
    <Box as="ol" fontSize="sm" color="gray.200" ps="5" mt="1" data-testid="install-ios-steps">
      <li>
        แตะปุ่มแชร์{' '}
        <Box as="span" display="inline-flex" verticalAlign="middle" color="blue.300" aria-label="ไอคอนแชร์">
          <ShareIcon size="18px" />
        </Box>{' '}
        ที่แถบเครื่องมือของ Safari
      </li>
      <li>เลื่อนลงแล้วเลือก “เพิ่มไปยังหน้าจอโฮม”</li>
      <li>แตะ “เพิ่ม” ที่มุมขวาบน</li>
    </Box>
  );
}

/**
 * The install card. Part of the first chunk, not loaded on demand: it may have to appear offline,
 * before the service worker holds the site's code.
 */
export function InstallCard({ offer }: { offer: Exclude<InstallOffer, null> }) {
  const dismiss = useSetAtom(installDismissedAtom);
  const later = useSetAtom(installLaterAtom);
  return (
    <Box
      role="region"
      aria-label="ติดตั้งแอป"
      data-testid="install-prompt"
      position="relative"
      p="3"
      pe="10"
      rounded="xl"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="gold.800"
      boxShadow="0 6px 18px rgba(0, 0, 0, 0.55)"
      pointerEvents="auto"
    >
      <CloseButton size="sm" position="absolute" top="1" insetEnd="1" aria-label="ปิด" onClick={() => later(true)} />
      <Flex gap="3" align="center">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={40}
          height={40}
          style={{ borderRadius: 10 }}
          // Offline before the service worker holds it: no broken-picture icon.
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
        <Box>
          <Text fontWeight="500">ติดตั้งแอปไว้บนหน้าจอโฮม</Text>
          <Text fontSize="xs" color="gray.300">
            เปิดได้ในแตะเดียว เร็วขึ้น และดูข้อมูลล่าสุดได้แม้ไม่มีสัญญาณ
          </Text>
        </Box>
      </Flex>
      {offer === 'ios' && <IosSteps />}
      <Flex gap="2" mt="3" justify="flex-end">
        <Button size="sm" variant="ghost" color="gray.200" onClick={() => dismiss(true)}>
          ไม่ต้องแสดงอีก
        </Button>
        {offer === 'prompt' && (
          <Button size="sm" colorPalette="gold" onClick={() => void promptInstall()}>
            <AddToHomeIcon />
            ติดตั้ง
          </Button>
        )}
      </Flex>
    </Box>
  );
}
