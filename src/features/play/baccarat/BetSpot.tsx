import { formatMoney } from '@/lib/format';
import { Chip } from './Chip';
import type { SpotResult } from './outcome';
import { SPOT_LABELS, type SpotInfo } from './table';

const RESULT_WORDS: Record<SpotResult['state'], string> = { win: 'ชนะ', push: 'คืนเงิน', lose: 'เสีย' };

/** A bet spot on the felt: tap to add the selected chip. After a round it shows what it paid. */
export function BetSpot({
  info,
  amount,
  result,
  chipColor,
  disabled,
  onPlace,
}: {
  info: SpotInfo;
  /** Satang on the spot. */
  amount: number;
  result?: SpotResult;
  chipColor: string;
  disabled: boolean;
  onPlace: () => void;
}) {
  const name = SPOT_LABELS[info.spot];
  const state = result?.state;
  const label = `${name} จ่าย ${info.odds}${amount > 0 ? ` เดิมพัน ${formatMoney(amount / 100)} บาท` : ''}${state ? ` ${RESULT_WORDS[state]}` : ''}`;
  return (
    <button
      type="button"
      className={`bac-spot bac-spot--${info.spot}${state ? ` bac-spot--${state}` : ''}`}
      data-testid={`bac-spot-${info.spot}`}
      data-state={state}
      aria-label={label}
      disabled={disabled}
      onClick={onPlace}
    >
      <span className="bac-spot-name">{name}</span>
      <span className="bac-spot-odds">{info.odds}</span>
      {result && result.win > 0 ? (
        <span className="bac-spot-result">
          {state === 'push' ? `คืน ${formatMoney(result.win / 100)}` : `+${formatMoney(result.win / 100)}`}
        </span>
      ) : null}
      {amount > 0 ? <Chip satang={amount} color={chipColor} /> : null}
    </button>
  );
}
