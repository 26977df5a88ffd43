import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ChevronRightIcon, LogoutIcon } from '@/components/icons/shell';
import { authUserAtom, userInfoAtom } from '@/state/auth';
import { drawerAtom, logoutConfirmAtom } from '@/state/ui';
import { LOGOUT_LABEL, MEMBER_MENU } from './menu-items';
import { VipAvatar } from './VipAvatar';

const itemStyle = {
  align: 'center',
  gap: '3',
  px: '4',
  py: '3',
  rounded: 'xl',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.100',
  _hover: { borderColor: 'gold.700', bg: 'bg.emphasized' },
} as const;

/** The member menu: a full-screen sheet with the eleven items of docs/product.md "Member menu" (loaded on demand). */
export default function MemberMenu() {
  const [open, setOpen] = useAtom(drawerAtom);
  const askLogout = useSetAtom(logoutConfirmAtom);
  const user = useAtomValue(authUserAtom);
  const info = useAtomValue(userInfoAtom);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="full" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" data-testid="member-menu">
            <Drawer.Header borderBottomWidth="1px" borderColor="whiteAlpha.100">
              <Flex align="center" gap="3">
                <VipAvatar vipLevel={info?.vip_level ?? user?.vip_level} size="48px" />
                <Box>
                  <Drawer.Title>เมนูสมาชิก</Drawer.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {info?.username ?? user?.username}
                  </Text>
                </Box>
              </Flex>
            </Drawer.Header>
            <Drawer.Body py="4">
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="2" maxW="960px" mx="auto">
                {MEMBER_MENU.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={close}>
                      <Flex {...itemStyle}>
                        <Box color="gold.400" fontSize="xl">
                          <item.icon />
                        </Box>
                        <Text flex="1">{item.label}</Text>
                        <ChevronRightIcon />
                      </Flex>
                    </Link>
                  </li>
                ))}
                <li>
                  <Flex asChild w="full" textAlign="left" color="red.300" {...itemStyle}>
                    <button type="button" onClick={() => askLogout(true)}>
                      <Box fontSize="xl">
                        <LogoutIcon />
                      </Box>
                      <Text flex="1">{LOGOUT_LABEL}</Text>
                    </button>
                  </Flex>
                </li>
              </SimpleGrid>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="ปิดเมนู" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
