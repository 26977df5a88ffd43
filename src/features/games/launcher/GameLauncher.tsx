import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { ExitFullscreenIcon, FullscreenIcon } from '@/components/icons/games';
import { toaster } from '@/components/toaster';
import { walletsQueryKey } from '@/features/member';
import { isLoggedInAtom } from '@/state/auth';
import { type SelectedGame, selectedGameAtom } from '@/state/ui';
import { knownGame } from '../queries';
import { LinkErrorDialog } from './LinkErrorDialog';
import { useBackCloses } from './useBackCloses';
import { useFullscreen } from './useFullscreen';
import { useLaunch } from './useLaunch';
import { WalletChooser } from './WalletChooser';

/** docs/constants.md "Timing on the site": the welcome toast shows for 1 second. */
const WELCOME_TOAST_MS = 1000;

/** What the frame may do: scripts and forms; same origin so /play can call our API with its token; popups for a provider's help pages. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The game launcher (docs/product.md "Game launcher"): a full-screen sheet
 * opened by the selected game, first the wallet chooser, then the game in a sandboxed frame, with a
 * close button and a fullscreen toggle. Opening pushes a history entry, so the phone's Back closes
 * the game and stays on the page (useBackCloses). Closing clears the link, the wallet and the
 * selected game, and reloads the member's wallets so the panel shows what the game's bets and wins left.
 */
export function GameLauncher() {
  const [game, setGame] = useAtom(selectedGameAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const queryClient = useQueryClient();
  const content = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(() => {
    setGame(null);
    if (loggedIn) {
      void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      // The link counted the game as last played.
      void queryClient.invalidateQueries({ queryKey: ['member', 'games', 'recent'] });
    }
  }, [setGame, loggedIn, queryClient]);
  // Opening pushed a history entry: closing goes back over it, and Back closes the sheet only.
  const close = useBackCloses(game !== null, dismiss);

  return (
    // Full screen, so nothing lies outside it: only the close button and Escape close it (the click
    // that chose the game must not count as a click outside).
    <Drawer.Root
      open={game !== null}
      onOpenChange={(e) => !e.open && close()}
      placement="bottom"
      size="full"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content} bg="bg" data-testid="game-sheet" roundedTop="0" overflow="hidden">
            {/* One session per opening: its link and wallet go with it when the sheet closes. */}
            {game && <LaunchSession game={game} close={close} leave={dismiss} loggedIn={loggedIn} target={content} />}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LaunchSession({
  game,
  close,
  leave,
  loggedIn,
  target,
}: {
  game: SelectedGame;
  close: () => void;
  /** Closes for a link to another page: the link's own entry goes on top of the sheet's. */
  leave: () => void;
  loggedIn: boolean;
  target: RefObject<HTMLDivElement | null>;
}) {
  const queryClient = useQueryClient();
  const item = useMemo(() => knownGame(queryClient, game.game_id), [queryClient, game.game_id]);
  const { state, choose, dismissFailure } = useLaunch(game, close);
  const fullscreen = useFullscreen(target);

  // docs/product.md "Game launcher": choosing a game shows a welcome toast in English and Thai for 1 second.
  const welcomed = useRef(false);
  useEffect(() => {
    if (welcomed.current) return;
    welcomed.current = true;
    toaster.create({
      type: 'info',
      title: item ? `Welcome to ${item.name_en}` : 'Welcome',
      description: 'กำลังนำท่านเข้าสู่เกม',
      duration: WELCOME_TOAST_MS,
    });
  }, [item]);

  const title = item?.name ?? 'เข้าสู่เกม';
  const controls = (
    <>
      <IconButton
        aria-label={fullscreen.on ? 'ออกจากเต็มจอ' : 'เต็มจอ'}
        variant="ghost"
        size={fullscreen.on ? 'xs' : 'sm'}
        color="fg"
        onClick={() => void fullscreen.toggle()}
      >
        {fullscreen.on ? <ExitFullscreenIcon /> : <FullscreenIcon />}
      </IconButton>
      <CloseButton aria-label="ปิด" size={fullscreen.on ? 'xs' : 'sm'} onClick={close} />
    </>
  );

  return (
    <>
      {fullscreen.on ? (
        // Folded bar: only the two buttons, in a slim strip that covers none of the game.
        <Flex align="center" justify="flex-end" gap="1" px="1" h="32px" flexShrink={0} bg="black">
          <Drawer.Title srOnly>{title}</Drawer.Title>
          {controls}
        </Flex>
      ) : (
        <Flex
          align="center"
          gap="2"
          px={{ base: '3', md: '4' }}
          h="52px"
          flexShrink={0}
          borderBottomWidth="1px"
          borderColor="gold.900"
          bgGradient="to-r"
          gradientFrom="bg.subtle"
          gradientTo="gold.950"
        >
          <Box minW="0" flex="1" lineHeight="1.2">
            <Drawer.Title fontSize="md" truncate color="gold.300">
              {title}
            </Drawer.Title>
            <Text fontSize="xs" color="fg.muted" truncate>
              {game.is_demo ? (
                <Badge colorPalette="green" size="xs" variant="solid">
                  ทดลองเล่น
                </Badge>
              ) : state.wallet ? (
                state.wallet.wallet_name
              ) : (
                (item?.provider_name ?? '')
              )}
            </Text>
          </Box>
          {game.is_demo && !loggedIn && (
            <Button asChild size="xs" colorPalette="gold" onClick={leave}>
              <Link to="/register">สมัครเล่นจริง</Link>
            </Button>
          )}
          {controls}
        </Flex>
      )}
      <Drawer.Body p="0" display="flex" flexDirection="column" overflow="auto" position="relative" bg="black">
        {state.step === 'play' && state.link ? (
          <Box asChild flex="1" w="full" h="full" border="0" display="block" bg="black">
            <iframe data-testid="game-frame" title="เกม" src={state.link} sandbox={FRAME_SANDBOX} allow="fullscreen; autoplay" />
          </Box>
        ) : state.step === 'choose' ? (
          <Box bg="bg" flex="1">
            <WalletChooser wallets={state.wallets} onChoose={choose} />
          </Box>
        ) : state.step === 'empty' ? (
          <NoWallet leave={leave} />
        ) : (
          <Stack flex="1" align="center" justify="center" gap="3" bg="bg" role="status">
            <Spinner size="lg" color="gold.400" />
            <Text color="fg.muted">{state.step === 'wallets' ? 'กำลังโหลดกระเป๋าเงิน…' : 'กำลังเปิดเกม…'}</Text>
          </Stack>
        )}
      </Drawer.Body>
      <LinkErrorDialog message={state.failure} onClose={dismissFailure} />
    </>
  );
}

/** No wallet left after the filter of docs/product.md "Game launcher" (only when the main wallet is missing): deposit first. */
function NoWallet({ leave }: { leave: () => void }) {
  return (
    <Stack flex="1" align="center" justify="center" gap="4" bg="bg" px="6" textAlign="center">
      <Text color="fg.muted">ยังไม่มีกระเป๋าเงินที่ใช้เล่นเกมนี้ได้ กรุณาฝากเงินก่อนเล่น</Text>
      <Button asChild colorPalette="gold" onClick={leave}>
        <Link to="/member/deposit">ฝากเงิน</Link>
      </Button>
    </Stack>
  );
}
