import { Button } from '@chakra-ui/react';
import { TURNOVER_BASE_NAMES } from '@contract/promotions';
import { baht } from '../../app/ui';
import type { Promotion } from './api';
import type { PromoStatus } from './shared';

/** "50% สูงสุด 1,000.00" or "ฝาก 100.00 รับ 200.00". */
export function bonusText(p: Promotion): string {
  if (p.type === 'fixed') return `รับ ${baht(p.fixed_bonus)}`;
  return `${p.percent}%${p.max_bonus !== null ? ` สูงสุด ${baht(p.max_bonus)}` : ' ไม่จำกัด'}`;
}

/** "5 เท่าของ ยอดฝาก + โบนัส" or "ทำยอด 3 เท่าของ โบนัส". */
export function requirementText(p: Promotion): string {
  const times = `${p.turnover_multiplier} เท่าของ${TURNOVER_BASE_NAMES[p.turnover_base]}`;
  return p.requirement_kind === 'balance' ? `ทำยอด ${times}` : `เทิร์น ${times}`;
}

/** Edit, pause / resume, and end (after a confirmation: an ended promotion cannot come back). */
export function StatusButtons({
  p,
  busy,
  confirming,
  onEdit,
  onConfirm,
  onStatus,
}: {
  p: { title: string; status: PromoStatus };
  busy: boolean;
  confirming: boolean;
  onEdit?: () => void;
  onConfirm: (on: boolean) => void;
  onStatus: (s: PromoStatus) => void;
}) {
  if (p.status === 'ended') return null;
  if (confirming)
    return (
      <>
        <Button size="xs" colorPalette="red" loading={busy} onClick={() => onStatus('ended')}>
          ยืนยันสิ้นสุด
        </Button>
        <Button size="xs" variant="ghost" onClick={() => onConfirm(false)}>
          ไม่สิ้นสุด
        </Button>
      </>
    );
  return (
    <>
      {onEdit && (
        <Button size="xs" variant="outline" aria-label={`แก้ไข ${p.title}`} onClick={onEdit}>
          แก้ไข
        </Button>
      )}
      {p.status === 'active' ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="orange"
          aria-label={`หยุด ${p.title}`}
          loading={busy}
          onClick={() => onStatus('paused')}
        >
          หยุดชั่วคราว
        </Button>
      ) : (
        <Button
          size="xs"
          variant="outline"
          colorPalette="green"
          aria-label={`เปิดใช้ ${p.title}`}
          loading={busy}
          onClick={() => onStatus('active')}
        >
          เปิดใช้งานต่อ
        </Button>
      )}
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`สิ้นสุด ${p.title}`} onClick={() => onConfirm(true)}>
        สิ้นสุด
      </Button>
    </>
  );
}
