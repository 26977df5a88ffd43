import type { AdminFreeSpinSettingsBody, FreeSpinSettings } from '@contract/admin-freespins';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import type { z } from 'zod';
import type { Db } from '../../db';
import { HOUSE_GAMES } from '../../games/house';
import { AppError } from '../../lib/reply';
import './tables';

/**
 * The free-spin settings (docs/engagement.md "Settings"): one row of free_spin_setting, or
 * the defaults while operators have saved none. Stored in satang; the wire carries baht.
 */
export type Settings = {
  enabled: boolean;
  /** Satang per free spin. */
  bet: number;
  gameIds: string[];
  turnoverMultiplier: number;
  requirementDays: number;
  /** Satang; null = no cap. */
  maxWin: number | null;
};

/** The in-house slots: the house games whose input is a bet alone ({ bet, buyFeature }), so a free spin can play them. */
export const houseSlots = () => HOUSE_GAMES.filter((g) => g.categories.includes('slot'));

/** Defaults: on, 1 baht a spin, the in-house slots listed in the free-spin lobby, 3x turnover within 7 days, no cap. */
export function defaultSettings(): Settings {
  return {
    enabled: true,
    bet: 100,
    gameIds: houseSlots()
      .filter((g) => g.categories.includes('freespin'))
      .map((g) => g.id),
    turnoverMultiplier: 3,
    requirementDays: 7,
    maxWin: null,
  };
}

export type SavedMeta = { at: Date; by: number | null } | null;

export async function readSettings(db: Db): Promise<Settings & { saved: SavedMeta }> {
  const row = await db.selectFrom('free_spin_setting').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...defaultSettings(), saved: null };
  return {
    enabled: row.enabled,
    bet: row.bet,
    gameIds: row.game_ids,
    turnoverMultiplier: Number(row.turnover_multiplier),
    requirementDays: row.requirement_days,
    maxWin: row.max_win,
    saved: { at: row.updated_at, by: row.updated_by },
  };
}

export const settingsWire = (s: Settings): FreeSpinSettings => ({
  enabled: s.enabled,
  bet: satangToBaht(s.bet),
  game_ids: s.gameIds,
  turnover_multiplier: s.turnoverMultiplier,
  requirement_days: s.requirementDays,
  max_win: s.maxWin === null ? null : satangToBaht(s.maxWin),
});

const invalid = (field: string, message: string): never => {
  throw new AppError(Errors.VALIDATION, { fields: { [field]: message } }, message);
};

/**
 * The settings from an operator's body, checked against the games: each id an in-house slot, and the
 * bet one every chosen slot takes (its minimum, maximum and step; the engine's own Thai message).
 */
export function settingsFromBody(body: z.output<typeof AdminFreeSpinSettingsBody>): Settings {
  const bet = bahtToSatang(body.bet);
  for (const id of body.game_ids) {
    const game = houseSlots().find((g) => g.id === id);
    if (!game) invalid('game_ids', `ไม่พบเกมสล็อตของระบบรหัส ${id} (เลือกได้เฉพาะสล็อตของระบบ)`);
    const ok = game?.input.safeParse({ bet });
    if (ok && !ok.success) invalid('bet', `${game?.name.th}: ${ok.error.issues[0]?.message ?? 'เดิมพันไม่ถูกต้อง'}`);
  }
  return {
    enabled: body.enabled,
    bet,
    gameIds: body.game_ids,
    turnoverMultiplier: body.turnover_multiplier,
    requirementDays: body.requirement_days,
    maxWin: body.max_win === null ? null : bahtToSatang(body.max_win),
  };
}

/** Writes the one settings row (inserted the first time). */
export async function writeSettings(db: Db, s: Settings, operatorId: number | null, now: Date = new Date()): Promise<void> {
  const values = {
    enabled: s.enabled,
    bet: s.bet,
    game_ids: s.gameIds,
    turnover_multiplier: s.turnoverMultiplier,
    requirement_days: s.requirementDays,
    max_win: s.maxWin,
    updated_by: operatorId,
    updated_at: now,
  };
  await db
    .insertInto('free_spin_setting')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
