import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useAtom } from 'jotai';
import { selectedGameAtom } from '@/state/ui';

/**
 * The game bottom sheet's place in the default layout (SPEC section 2). The games issue puts the
 * wallet chooser and the game frame here; until then it says the feature opens soon.
 */
export default function GameSheet() {
  const [game, setGame] = useAtom(selectedGameAtom);
  return (
    <Drawer.Root open={game !== null} onOpenChange={(e) => !e.open && setGame(null)} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.subtle" roundedTop="2xl" data-testid="game-sheet">
            <Drawer.Header>
              <Drawer.Title>เข้าสู่เกม</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="8">
              <Text color="fg.muted">ส่วนนี้กำลังจะเปิดให้บริการ</Text>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="ปิด" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
