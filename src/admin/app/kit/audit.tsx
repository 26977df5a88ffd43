import { Badge, Box, Code, Flex, Text } from '@chakra-ui/react';
import { AUDIT_ACTION_NAMES, AUDIT_FIELD_NAMES } from '@contract/audit-names';
import type { ReactNode } from 'react';

/**
 * An audit entry read by a person: the action's Thai name, who did it (an operator or the system),
 * and its detail as a list of fields with Thai labels, a change shown as before → after with the
 * changed fields marked, instead of the raw JSON the server keeps.
 */

/** The action's Thai name ('sport.feed.import' → 'นำเข้าฟีดกีฬา'), or its code when it has none. */
export const auditActionName = (action: string) => AUDIT_ACTION_NAMES[action] ?? action;
/** A detail field's Thai label, or the key itself. */
export const auditFieldName = (key: string) => AUDIT_FIELD_NAMES[key] ?? key;

/** The action as a person reads it, with its code small beside it (what the action filter takes). */
export function AuditAction({ action }: { action: string }) {
  const name = AUDIT_ACTION_NAMES[action];
  return (
    <Box>
      {name && <Text>{name}</Text>}
      <Code size="sm" variant="surface" colorPalette="gray">
        {action}
      </Code>
    </Box>
  );
}

/** Who wrote the entry: the operator (with id) or the system actor marked "ระบบ". */
export function AuditActor({ entry }: { entry: { operator_id: number | null; operator_username: string } }) {
  if (entry.operator_id !== null) return <>{`${entry.operator_username} (#${entry.operator_id})`}</>;
  return (
    <Flex gap="1.5" align="center" wrap="wrap">
      <Badge colorPalette="gray" variant="subtle">
        ระบบ
      </Badge>
      <Text as="span">{entry.operator_username}</Text>
    </Flex>
  );
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One value as short text: yes/no, a dash for nothing, lists and small objects inline. */
export function auditValue(v: unknown, depth = 0): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'ใช่' : 'ไม่ใช่';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  if (depth > 1) return JSON.stringify(v);
  if (Array.isArray(v)) return v.length === 0 ? '-' : v.map((x) => auditValue(x, depth + 1)).join(', ');
  if (isPlain(v)) {
    const parts = Object.entries(v).map(([k, x]) => `${auditFieldName(k)} ${auditValue(x, depth + 1)}`);
    return parts.length === 0 ? '-' : depth === 0 ? parts.join(' · ') : `(${parts.join(', ')})`;
  }
  return String(v);
}

/** A row of the field list: a plain value, or a change (before → after). */
type Row = { key: string; label: string; value?: unknown; before?: unknown; after?: unknown; change?: boolean };

/** The before/after pairs the server writes: { before, after }, { from, to }, { old, new }. */
const PAIRS = [
  ['before', 'after'],
  ['from', 'to'],
  ['old', 'new'],
] as const;

/**
 * A detail as field rows: a before/after pair of objects becomes one row per field (changed or
 * not), a pair of single values one row "เปลี่ยน", `changes: { field: { from, to } }` one row per field;
 * every other key is a row of its own.
 */
export function auditRows(detail: unknown): Row[] {
  if (!isPlain(detail)) return detail === null || detail === undefined ? [] : [{ key: 'value', label: 'ค่า', value: detail }];
  const rows: Row[] = [];
  const used = new Set<string>();
  for (const [b, a] of PAIRS) {
    if (!(b in detail && a in detail)) continue;
    used.add(b).add(a);
    const before = detail[b];
    const after = detail[a];
    if (isPlain(before) || isPlain(after)) {
      const was = isPlain(before) ? before : {};
      const now = isPlain(after) ? after : {};
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
        rows.push({ key, label: auditFieldName(key), before: was[key], after: now[key], change: true });
    } else rows.push({ key: b, label: 'เปลี่ยน', before, after, change: true });
    break;
  }
  if (isPlain(detail.changes) && Object.values(detail.changes).every((c) => isPlain(c) && 'from' in c && 'to' in c)) {
    used.add('changes');
    for (const [key, c] of Object.entries(detail.changes as Record<string, Plain>))
      rows.push({ key, label: auditFieldName(key), before: c.from, after: c.to, change: true });
  }
  for (const [key, value] of Object.entries(detail)) {
    if (used.has(key)) continue;
    rows.push({ key, label: auditFieldName(key), value });
  }
  return rows;
}

/**
 * An entry's detail as a readable field list (Thai labels where known). A change shows the old
 * value struck through and the new one; a field that did change is highlighted, one that stayed the
 * same is shown plainly.
 */
export function AuditDetail({ detail }: { detail: unknown }) {
  const rows = auditRows(detail);
  if (rows.length === 0) return <Text color="gray.500">-</Text>;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content minmax(0, 1fr)" columnGap="3" rowGap="0.5" fontSize="sm" minW="48">
      {rows.map((r) => {
        const changed = r.change === true && !same(r.before, r.after);
        let value: ReactNode;
        if (!r.change) value = auditValue(r.value);
        else if (!changed) value = auditValue(r.after);
        else
          value = (
            <>
              <Text as="del" color="gray.500">
                {auditValue(r.before)}
              </Text>
              {' → '}
              <Text as="ins" textDecoration="none" fontWeight="semibold">
                {auditValue(r.after)}
              </Text>
            </>
          );
        return (
          <Box key={r.key} display="contents" data-changed={changed || undefined}>
            <Text as="dt" color="gray.600" whiteSpace="nowrap">
              {r.label}
            </Text>
            <Box as="dd" wordBreak="break-word" bg={changed ? 'yellow.100' : undefined} px={changed ? '1' : undefined} borderRadius="sm">
              {value}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
