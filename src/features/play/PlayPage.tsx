import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { GAME_CLIENTS } from './clients';
import type { PlaySearch } from './search';
import { FairnessSheet } from './shell/FairnessSheet';
import { FullScreenMessage, GameLoading, ReopenMessage } from './shell/FullScreenMessage';
import { GameNotice, useNotice } from './shell/GameNotice';
import { RulesSheet } from './shell/RulesSheet';
import { TopBar } from './shell/TopBar';
import { usePlaySession } from './shell/usePlaySession';
import { describeOf } from './types';
import './play.css';

const VerifyView = lazy(() => import('./verify/VerifyView'));

/** The page background every game sits on: dark green felt under a gold-lit top. */
const FELT = 'radial-gradient(ellipse 120% 70% at 50% 0%, #145c34 0%, #0a3320 38%, #04140b 75%, #020805 100%)';

/**
 * /play: the in-house games' shell (docs/games.md "In-house play API"). It reads the link's token,
 * loads the session, and renders the game's client (clients.ts) under a slim bar with the balance,
 * the rules and the fairness panel. `view=verify` shows the verify view over the game (or alone,
 * without a token). It imports none of the member-area code: the token authenticates.
 */
export function PlayPage() {
  const search = useSearch({ from: '/_game/play' });
  if (search.view === 'verify' && !search.token) {
    return (
      <Suspense fallback={<GameLoading />}>
        <VerifyView />
      </Suspense>
    );
  }
  if (!search.token) return <ReopenMessage text="ไม่พบลิงก์เกม กรุณาเปิดเกมจากหน้าล็อบบี้" />;
  return <PlayShell search={search} token={search.token} />;
}

function PlayShell({ search, token }: { search: PlaySearch; token: string }) {
  const navigate = useNavigate({ from: '/play' });
  const s = usePlaySession(token);
  const { notice, notify, dismiss } = useNotice();
  const [sheet, setSheet] = useState<'rules' | 'fairness' | null>(null);

  if (s.tokenError) return <ReopenMessage text={s.tokenError} />;
  if (s.loadError) {
    if (!s.loadError.network) return <ReopenMessage text={s.loadError.message} />;
    return (
      <FullScreenMessage title="โหลดเกมไม่สำเร็จ" text={s.loadError.message}>
        <Button colorPalette="gold" rounded="full" px="8" onClick={s.reload}>
          ลองใหม่
        </Button>
      </FullScreenMessage>
    );
  }
  if (!s.session || !s.seed) {
    return (
      <Flex minH="100dvh" bg={FELT}>
        <GameLoading />
      </Flex>
    );
  }

  const session = s.session;
  const seed = s.seed;
  const Client = GAME_CLIENTS[session.game_id];
  const verifying = search.view === 'verify';
  const openVerify = (round?: number) => {
    setSheet(null);
    void navigate({ search: (prev) => ({ ...prev, view: 'verify' as const, round }) });
  };
  const closeVerify = () => void navigate({ search: ({ view: _v, round: _r, ...rest }) => rest });

  return (
    <Flex direction="column" minH="100dvh" bg={FELT} data-game={session.game_id} data-mobile={search.mobile ? '' : undefined}>
      <TopBar
        name={describeOf(session).name.th}
        balance={s.balance}
        demo={session.demo}
        onHelp={() => setSheet('rules')}
        onFairness={() => setSheet('fairness')}
      />
      <Box flex="1" position="relative" display={verifying ? 'none' : 'flex'} flexDirection="column">
        {Client ? (
          <Suspense fallback={<GameLoading />}>
            <Client session={session} balance={s.balance} seed={seed} play={s.play} notify={notify} revealWin={s.revealWin} />
          </Suspense>
        ) : (
          <GameLoading label="เกมนี้ยังไม่เปิดให้เล่นบนหน้านี้" />
        )}
        <GameNotice notice={notice} onDismiss={dismiss} />
      </Box>
      {verifying && (
        <Suspense fallback={<GameLoading />}>
          <VerifyView token={token} session={session} roundId={search.round} onBack={closeVerify} onSeed={s.setSeed} />
        </Suspense>
      )}
      <RulesSheet open={sheet === 'rules'} onClose={() => setSheet(null)} session={session} />
      <FairnessSheet
        open={sheet === 'fairness'}
        onClose={() => setSheet(null)}
        token={token}
        gameId={session.game_id}
        seed={seed}
        onSeed={s.setSeed}
        onVerify={openVerify}
      />
    </Flex>
  );
}
