import { Button } from '@chakra-ui/react';
import { PROMOTION_STATUS_NAMES, PROMOTION_STATUSES } from '@contract/admin-promotions';
import { StateBadge, type States } from './notice';

/** The life of a promotion or a coupon: active, paused, ended (for good). */
export type Lifecycle = (typeof PROMOTION_STATUSES)[number];
export const LIFECYCLES = PROMOTION_STATUSES;
export const LIFECYCLE_STATES: States<Lifecycle> = {
  active: { name: PROMOTION_STATUS_NAMES.active, colour: 'green' },
  paused: { name: PROMOTION_STATUS_NAMES.paused, colour: 'orange' },
  ended: { name: PROMOTION_STATUS_NAMES.ended, colour: 'gray' },
};
/** The status filter's names ('' every status). */
export const LIFECYCLE_FILTER: Record<string, string> = { '': 'ทุกสถานะ', ...PROMOTION_STATUS_NAMES };

export const LifecycleBadge = ({ status }: { status: Lifecycle }) => <StateBadge state={status} of={LIFECYCLE_STATES} />;

/** Edit, pause / resume, and end (after a confirmation: an ended one cannot come back). */
export function LifecycleButtons({
  p,
  busy,
  confirming,
  onEdit,
  onConfirm,
  onStatus,
}: {
  p: { title: string; status: Lifecycle };
  busy: boolean;
  confirming: boolean;
  onEdit?: () => void;
  onConfirm: (on: boolean) => void;
  onStatus: (s: Lifecycle) => void;
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
  const active = p.status === 'active';
  return (
    <>
      {onEdit && (
        <Button size="xs" variant="outline" aria-label={`แก้ไข ${p.title}`} onClick={onEdit}>
          แก้ไข
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        colorPalette={active ? 'orange' : 'green'}
        aria-label={`${active ? 'หยุด' : 'เปิดใช้'} ${p.title}`}
        loading={busy}
        onClick={() => onStatus(active ? 'paused' : 'active')}
      >
        {active ? 'หยุดชั่วคราว' : 'เปิดใช้งานต่อ'}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`สิ้นสุด ${p.title}`} onClick={() => onConfirm(true)}>
        สิ้นสุด
      </Button>
    </>
  );
}
