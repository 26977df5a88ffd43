import { randomInt } from 'node:crypto';
import type { CatalogueGame } from '../provider';
import { gameImage } from '../provider';

/**
 * The sandbox aggregator's games: deliberately simple (its purpose is the external wallet protocol,
 * not the games). Amounts are integer satang; randomness from node:crypto. Each game resolves a
 * round from the member's choice and stake to what it pays back (gross: the stake included).
 */
export const SANDBOX_PROVIDER_ID = 'sandbox';

export type Draw = (n: number) => number;
export const cryptoDraw: Draw = (n) => randomInt(n);

interface SandboxRound {
  /** Satang paid back (0 when lost). */
  win: number;
  /** What the page shows, in Thai. */
  summary: string;
  detail: Record<string, unknown>;
}

export interface SandboxGame {
  entry: CatalogueGame;
  choices: readonly { key: string; label: string }[];
  minBet: number;
  maxBet: number;
  play(draw: Draw, choice: string, stake: number): SandboxRound;
}

/** stake x num / den, rounded down to the satang (never in the member's favour by a fraction). */
const pay = (stake: number, num: number, den: number) => Math.floor((stake * num) / den);

const coinToss: SandboxGame = {
  entry: entry('sbx-coin-toss', 'หัวก้อยทันใจ', 'Quick Coin Toss', 'casino', ['casino'], ['new'], 1),
  choices: [
    { key: 'heads', label: 'หัว' },
    { key: 'tails', label: 'ก้อย' },
  ],
  minBet: 100,
  maxBet: 1_000_000,
  play(draw, choice, stake) {
    const side = draw(2) === 0 ? 'heads' : 'tails';
    const won = side === choice;
    return {
      win: won ? pay(stake, 195, 100) : 0,
      summary: `ออก${side === 'heads' ? 'หัว' : 'ก้อย'} ${won ? 'ท่านชนะ' : 'ท่านแพ้'}`,
      detail: { side },
    };
  },
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

const dragonTiger: SandboxGame = {
  entry: entry('sbx-dragon-tiger', 'เสือมังกร', 'Dragon Tiger', 'casino', ['casino'], ['hot'], 2),
  choices: [
    { key: 'dragon', label: 'มังกร' },
    { key: 'tiger', label: 'เสือ' },
    { key: 'tie', label: 'เสมอ' },
  ],
  minBet: 1_000,
  maxBet: 1_000_000,
  play(draw, choice, stake) {
    const dragon = { rank: draw(13), suit: draw(4) };
    const tiger = { rank: draw(13), suit: draw(4) };
    const result = dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
    // Dragon and tiger pay 1:1; a tie returns half of those bets; tie pays 8:1.
    const win =
      choice === 'tie' ? (result === 'tie' ? stake * 9 : 0) : result === choice ? stake * 2 : result === 'tie' ? pay(stake, 1, 2) : 0;
    const card = (c: { rank: number; suit: number }) => `${RANKS[c.rank]}${SUITS[c.suit]}`;
    const names: Record<string, string> = { dragon: 'มังกรชนะ', tiger: 'เสือชนะ', tie: 'เสมอ' };
    return {
      win,
      summary: `มังกร ${card(dragon)} เสือ ${card(tiger)}: ${names[result]}`,
      detail: { dragon: card(dragon), tiger: card(tiger), result },
    };
  },
};

const CLUBS = ['ช้างศึก ยูไนเต็ด', 'สิงห์ทอง เอฟซี', 'นาคราช ซิตี้', 'กระทิงแดง โรเวอร์ส', 'พยัคฆ์ร้าย แอธเลติก', 'อินทรีเหล็ก ทาวน์'];
/** Decimal odds x100 for home, draw and away (about 95% return). */
const FOOTBALL_ODDS: Record<string, number> = { home: 235, draw: 330, away: 300 };

const virtualFootball: SandboxGame = {
  entry: entry('sbx-virtual-football', 'ฟุตบอลเสมือนจริง', 'Virtual Football', 'sport', ['sport'], ['hot', 'new'], 3),
  choices: [
    { key: 'home', label: `เจ้าบ้านชนะ (${FOOTBALL_ODDS.home / 100})` },
    { key: 'draw', label: `เสมอ (${FOOTBALL_ODDS.draw / 100})` },
    { key: 'away', label: `ทีมเยือนชนะ (${FOOTBALL_ODDS.away / 100})` },
  ],
  minBet: 1_000,
  maxBet: 1_000_000,
  play(draw, choice, stake) {
    const home = draw(CLUBS.length);
    const away = (home + 1 + draw(CLUBS.length - 1)) % CLUBS.length;
    // Six chances each: home scores with 32%, away with 27%.
    let homeGoals = 0;
    let awayGoals = 0;
    for (let i = 0; i < 6; i++) {
      if (draw(100) < 32) homeGoals++;
      if (draw(100) < 27) awayGoals++;
    }
    const result = homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw';
    const win = result === choice ? pay(stake, FOOTBALL_ODDS[choice], 100) : 0;
    return {
      win,
      summary: `${CLUBS[home]} ${homeGoals} - ${awayGoals} ${CLUBS[away]}`,
      detail: { home: CLUBS[home], away: CLUBS[away], score: [homeGoals, awayGoals], result },
    };
  },
};

function entry(
  game_id: string,
  name_th: string,
  name_en: string,
  category: CatalogueGame['category'],
  categories: CatalogueGame['categories'],
  tags: CatalogueGame['tags'],
  sort: number,
): CatalogueGame {
  return {
    game_id,
    provider_id: SANDBOX_PROVIDER_ID,
    sub_provider_id: SANDBOX_PROVIDER_ID,
    name_th,
    name_en,
    category,
    categories,
    image: gameImage(game_id),
    is_demo_available: true,
    tags,
    sort,
  };
}

export const SANDBOX_GAMES: readonly SandboxGame[] = [coinToss, dragonTiger, virtualFootball];

export const sandboxGame = (gameId: string) => SANDBOX_GAMES.find((g) => g.entry.game_id === gameId);
