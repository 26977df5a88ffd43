import { Errors } from '@contract/errors';
import { POLL_STATUS_NAMES, type PollStatus } from '@contract/polls';
import { prizeView } from '@contract/prizes';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import type { PollTable } from './tables';
import './tables';

export type PollRow = Selectable<PollTable>;

/** The status as members see it: an open poll past its closing time is closed. */
export function shownStatus(p: Pick<PollRow, 'status' | 'closes_at'>, now: Date): PollStatus {
  if (p.status === 'open' && now.getTime() >= p.closes_at.getTime()) return 'closed';
  return p.status;
}

export const statusName = (s: PollStatus) => POLL_STATUS_NAMES[s];

/** Votes are taken: status open and now inside [opens_at, closes_at). */
export const votingOpen = (p: PollRow, now: Date) =>
  p.status === 'open' && now.getTime() >= p.opens_at.getTime() && now.getTime() < p.closes_at.getTime();

/** Refuses a vote outside the window, in Thai. */
export function assertVotingOpen(p: PollRow, now: Date): void {
  if (p.status === 'cancelled') fail(Errors.POLL_CANCELLED);
  if (p.status === 'resolved') fail(Errors.POLL_CLOSED);
  if (p.status === 'closed' || now.getTime() >= p.closes_at.getTime()) fail(Errors.POLL_CLOSED);
  if (now.getTime() < p.opens_at.getTime()) fail(Errors.POLL_NOT_OPEN_YET);
}

export const pollPrize = (p: Pick<PollRow, 'prize_kind' | 'prize_units' | 'prize_turnover_multiplier'>) =>
  prizeView(p.prize_kind, p.prize_units, p.prize_turnover_multiplier);

/** The seed is revealed once nothing more can be drawn. */
export const revealedSeed = (p: PollRow) => (p.status === 'resolved' || p.status === 'cancelled' ? p.server_seed : null);

export async function loadPoll(db: Db, id: number): Promise<PollRow | undefined> {
  return db.selectFrom('poll').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pollOrFail(db: Db, id: number): Promise<PollRow> {
  return (await loadPoll(db, id)) ?? fail(Errors.POLL_NOT_FOUND);
}

export async function choicesOf(db: Db, pollId: number) {
  return db.selectFrom('poll_choice').select(['id', 'position', 'label']).where('poll_id', '=', pollId).orderBy('position').execute();
}

/** A field's 422 with a Thai message. */
export function invalid(field: string, message: string): never {
  throw new AppError(Errors.VALIDATION, { fields: { [field]: message } }, message);
}

/** "0812345678" -> "08x-xxx-5678" (the winners list). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 10) return d.replace(/\d(?=\d{4})/g, 'x');
  return `${d.slice(0, 2)}x-xxx-${d.slice(6)}`;
}

const baht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
export const bahtText = (satang: number) => baht.format(satang / 100);
