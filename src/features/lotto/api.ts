import type {
  BillCancelData,
  BillDetail,
  BillListData,
  BillStatus,
  LimitData,
  LobbyData,
  RatesData,
  ResultData,
  ResultsData,
  RoundDetail,
  RoundStatus,
  RoundsData,
  RuleData,
} from '@contract/lotto';
import type { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import { LOTTO_AGENT_ID, lottoHttp } from './http';

type RoundsAnswer = z.infer<typeof RoundsData>;
type RoundAnswer = z.infer<typeof RoundDetail>;
type RuleAnswer = z.infer<typeof RuleData>;
type RatesAnswer = z.infer<typeof RatesData>;
export type LimitAnswer = z.infer<typeof LimitData>;
type ResultAnswer = z.infer<typeof ResultData>;
type ResultsAnswer = z.infer<typeof ResultsData>;
export type ResultRow = ResultsAnswer['items'][number];
type BillListAnswer = z.infer<typeof BillListData>;
type BillCancelAnswer = z.infer<typeof BillCancelData>;

/** The lobby answers `{ status, message, data }` instead of `{ error, ... }` (docs/wire-format.md "The envelope"). */
type LobbyEnvelope = { status: number; message: string; data?: LobbyData };

/** docs/product.md "Lotto on the client": the lobby is kept only when its status is 0 (react-query keeps nothing on a throw). */
const lobbyData = ({ status, message, data }: LobbyEnvelope): LobbyData => unwrap({ error: status, message, data });

type RoundsFilter = { category_id?: number; status?: RoundStatus | 'all'; limit?: number };
export type ResultsFilter = { category_id?: number; date?: string; cursor?: number; limit?: number };
type BillsFilter = { round_id?: number; status?: BillStatus; cursor?: number; limit?: number };

/**
 * The member's lotto calls (docs/lotto.md "Calls"). Each answers its data or throws ApiError with
 * the server's Thai message; all go through lottoHttp (agent_id on posts, the lotto 401 rule of docs/errors.md "How the site shows a failure").
 */
export const lottoApi = {
  lobby: async () => lobbyData((await lottoHttp.get<LobbyData>('lobby')) as unknown as LobbyEnvelope),
  rounds: async (f: RoundsFilter = {}) => unwrap(await lottoHttp.get<RoundsAnswer>('rounds', { ...f })),
  round: async (round_id: number) => unwrap(await lottoHttp.get<RoundAnswer>('round', { round_id })),
  rule: async (round_id: number) => unwrap(await lottoHttp.get<RuleAnswer>('rule', { round_id })),
  rates: async (category_id?: number) => unwrap(await lottoHttp.get<RatesAnswer>('rates', { category_id, agent_id: LOTTO_AGENT_ID })),
  limit: async (round_id: number) => unwrap(await lottoHttp.get<LimitAnswer>('limit', { round_id })),
  /** The latest result per category (or the result of one round). */
  result: async (q: { category_id?: number; round_id?: number } = {}) => unwrap(await lottoHttp.get<ResultAnswer>('result', { ...q })),
  /** Latest draw first; `date` is Gregorian YYYY-MM-DD. */
  results: async (f: ResultsFilter = {}) => unwrap(await lottoHttp.get<ResultsAnswer>('results', { ...f, agent_id: LOTTO_AGENT_ID })),
  bills: async (f: BillsFilter = {}) => unwrap(await lottoHttp.get<BillListAnswer>('bill/list', { ...f })),
  billDetail: async (bill_id: number) => unwrap(await lottoHttp.get<BillDetail>('bill/detail', { bill_id })),
  /** Refunds the member's own pending bill (until 10 minutes before close); the server says why not. */
  billCancel: async (bill_id: number) => unwrap(await lottoHttp.post<BillCancelAnswer>('bill/cancel', { bill_id })),
};
