/**
 * Punto Banco: card values, hand totals and the third-card rules, shared by the dealing engine and
 * the exact RTP enumeration so both follow the one rule.
 */

/** Ranks 1 (ace) to 13 (king); tens and faces count 0. */
export const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);

export const handTotal = (values: readonly number[]) => values.reduce((t, v) => t + v, 0) % 10;

/** A two-card 8 or 9 is a natural: both hands stand. */
export const isNatural = (total: number) => total >= 8;

/** The player draws a third card on 0-5 and stands on 6-7 (when neither hand is a natural). */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * The banker's rule (when neither hand is a natural). If the player stood, the banker draws on
 * 0-5 like the player; otherwise the banker's total and the value of the player's third card decide.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type HandResult = 'player' | 'banker' | 'tie';

export const compareHands = (player: number, banker: number): HandResult =>
  player > banker ? 'player' : banker > player ? 'banker' : 'tie';
