import type { Wallet } from '@contract/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MS, toaster } from '@/components/toaster';
import { useAgentCode } from '@/features/account';
import { ApiError, failureMessage, unwrap } from '@/lib/api-error';
import type { SelectedGame } from '@/state/ui';
import { gamesApi } from '../api';
import { isMobileScreen } from '../screen';
import { playableWallets } from './wallets';

/**
 * The launch of one selected game (docs/product.md "Game launcher"):
 * - a demo asks for its link at once;
 * - a real game fetches the game's wallets and keeps those above 0 or of type 1; exactly one left is
 *   chosen by itself, otherwise the member picks;
 * - choosing a wallet asks for the link, which the sheet loads in its frame.
 * A demo or wallet-fetch failure is a 3-second error toast and the sheet closes; a link failure is
 * the 'พบบางอย่างผิดปกติ' dialog with the server's message.
 */
type LaunchStep = 'wallets' | 'choose' | 'empty' | 'link' | 'play';
type LaunchState = {
  step: LaunchStep;
  /** The wallets the member may play from (after the filter of docs/product.md "Game launcher"). */
  wallets: Wallet[];
  wallet: Wallet | null;
  link: string | null;
  /** A link failure's message (the error dialog is open while set). */
  failure: string | null;
};

/** A 401 or 400 already sent the member to /login or / (the HTTP client's rule): nothing to show here. */
const leftThePage = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 400);

export function useLaunch(game: SelectedGame, close: () => void) {
  const agentCode = useAgentCode();
  const [state, setState] = useState<LaunchState>({
    step: game.is_demo ? 'link' : 'wallets',
    wallets: [],
    wallet: null,
    link: null,
    failure: null,
  });
  // Each request takes a number; an answer applies only while its number is the latest and the
  // sheet is still open (closing bumps it), so a late answer never reopens a closed game.
  const latest = useRef(0);
  // The caller's close may change identity (e.g. at a 401); the launch must not restart for that.
  const closeRef = useRef(close);
  closeRef.current = close;

  const choose = useCallback(
    async (wallet: Wallet, wallets: Wallet[]) => {
      const seq = ++latest.current;
      setState({ step: 'link', wallets, wallet, link: null, failure: null });
      try {
        const { link } = unwrap(
          await gamesApi.link({
            wallet_id: wallet.id,
            game_id: game.game_id,
            provider_id: game.provider_id,
            is_mobile: isMobileScreen(),
            source: game.source,
          }),
        );
        if (seq === latest.current) setState((s) => ({ ...s, step: 'play', link }));
      } catch (err) {
        if (seq !== latest.current) return;
        if (leftThePage(err)) return closeRef.current();
        setState((s) => ({ ...s, step: wallets.length > 1 ? 'choose' : 'link', wallet: null, failure: failureMessage(err) }));
      }
    },
    [game],
  );

  useEffect(() => {
    const seq = ++latest.current;
    const current = () => seq === latest.current;
    (async () => {
      try {
        if (game.is_demo) {
          const { link } = unwrap(
            await gamesApi.demo({
              game_id: game.game_id,
              provider_id: game.provider_id,
              is_mobile: isMobileScreen(),
              source: game.source,
              agent_code: agentCode,
            }),
          );
          if (current()) setState((s) => ({ ...s, step: 'play', link }));
          return;
        }
        const all = unwrap(
          await gamesApi.wallets({ game_id: game.game_id, provider_id: game.provider_id, sub_provider_id: game.sub_provider_id }),
        );
        if (!current()) return;
        const wallets = playableWallets(all);
        if (wallets.length === 1) void choose(wallets[0], wallets);
        else setState((s) => ({ ...s, step: wallets.length === 0 ? 'empty' : 'choose', wallets }));
      } catch (err) {
        if (!current()) return;
        if (!leftThePage(err)) {
          toaster.create({
            type: 'error',
            title: game.is_demo ? 'เปิดเกมทดลองเล่นไม่สำเร็จ' : 'โหลดกระเป๋าเงินไม่สำเร็จ',
            description: failureMessage(err),
            duration: TOAST_MS,
          });
        }
        closeRef.current();
      }
    })();
    return () => {
      latest.current++;
    };
  }, [game, agentCode, choose]);

  /** The error dialog's button: back to the chooser when there is one, else the sheet closes. */
  const dismissFailure = useCallback(() => {
    if (state.step === 'choose') setState((s) => ({ ...s, failure: null }));
    else closeRef.current();
  }, [state.step]);

  return { state, choose: (wallet: Wallet) => void choose(wallet, state.wallets), dismissFailure };
}
