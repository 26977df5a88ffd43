import { STATEMENT_CSV_COLUMNS } from '@contract/admin-payments';
import { StatementLineInput } from '@contract/payments';
import { bangkokWallClock } from '@contract/thai-calendar';
import type { z } from 'zod';

/**
 * The operator's statement file: CSV with a header row. Columns (any order, extra columns kept in
 * the raw record; headers in English or Thai, STATEMENT_CSV_COLUMNS in contract/admin-payments.ts):
 * time, channel (bank | truemoney), from_bank_code, from_account, amount,
 * reference (or line_id), to_account, from_name (or sender_name, name: the sender's name, for suggestions). Times are ISO 8601 with an offset, or 'YYYY-MM-DD HH:mm[:ss]'
 * or 'DD/MM/YYYY HH:mm[:ss]' in Bangkok time (a year above 2400 is Buddhist era). Amounts may carry
 * thousands separators ('1,500.00').
 */

/** RFC 4180 fields: commas, quotes ("" inside quotes), CRLF or LF; a UTF-8 BOM is ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Every accepted header (English or Thai, lower-cased) → the field it fills. */
const ALIASES: Record<string, string> = Object.fromEntries(
  STATEMENT_CSV_COLUMNS.flatMap((c) => c.headers.map((h) => [h.toLowerCase(), c.field] as const)),
);
const REQUIRED = STATEMENT_CSV_COLUMNS.filter((c) => c.required);

/** A statement time as an ISO string with offset (Bangkok when the file gives none). */
export function statementTime(raw: string): string | undefined {
  const s = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(s)) return s;
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  let parts: string[] | undefined;
  if (m) parts = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '00'];
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) {
    const year = Number(m[3]) > 2400 ? Number(m[3]) - 543 : Number(m[3]);
    parts = [String(year), m[2].padStart(2, '0'), m[1].padStart(2, '0'), m[4].padStart(2, '0'), m[5], m[6] ?? '00'];
  }
  if (!parts) return undefined;
  const [y, mo, d, h, mi, sec] = parts;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${sec}+07:00`;
  const date = new Date(iso);
  // Reject dates that roll over (31/02) by reading the Bangkok fields back.
  if (Number.isNaN(date.getTime())) return undefined;
  const back = bangkokWallClock(date).toISOString();
  return back.slice(0, 19) === `${y}-${mo}-${d}T${h}:${mi}:${sec}` ? iso : undefined;
}

type CsvRowError = { row: number; message: string };

/** The file's lines, validated with the webhook's own schema, or every row's problem (row 1 is the header). */
export function statementLinesFromCsv(text: string): {
  lines: Array<z.output<typeof StatementLineInput>>;
  errors: CsvRowError[];
  /** Data rows read (the header not counted). */
  rows: number;
} {
  const rows = parseCsv(text);
  const errors: CsvRowError[] = [];
  if (rows.length < 2) return { lines: [], errors: [{ row: 1, message: 'ไฟล์ต้องมีหัวคอลัมน์และรายการอย่างน้อย 1 แถว' }], rows: 0 };
  const header = rows[0].map((h) => ALIASES[h.trim().toLowerCase()] ?? h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c.field));
  if (missing.length)
    return {
      lines: [],
      // Named as the page lists them, with the English header a bank's export most often has.
      errors: [{ row: 1, message: `ไม่พบคอลัมน์ ${missing.map((c) => `${c.name} (${c.headers[0]})`).join(', ')}` }],
      rows: rows.length - 1,
    };
  const lines: Array<z.output<typeof StatementLineInput>> = [];
  for (const [i, cells] of rows.slice(1).entries()) {
    const row = i + 2;
    const rec: Record<string, string> = {};
    header.forEach((h, j) => {
      rec[h] = (cells[j] ?? '').trim();
    });
    const time = statementTime(rec.time ?? '');
    const amountText = (rec.amount ?? '').replace(/,/g, '');
    if (!time) {
      errors.push({ row, message: 'เวลาไม่ถูกต้อง' });
      continue;
    }
    if (!/^\d+(\.\d+)?$/.test(amountText)) {
      errors.push({ row, message: 'จำนวนเงินต้องเป็นตัวเลข' });
      continue;
    }
    const parsed = StatementLineInput.safeParse({
      line_id: rec.line_id || undefined,
      time,
      channel: rec.channel?.toLowerCase(),
      from_bank_code: rec.from_bank_code || undefined,
      from_account: rec.from_account,
      to_account: rec.to_account || undefined,
      from_name: rec.from_name || undefined,
      amount: Number(amountText),
    });
    if (parsed.success) lines.push(parsed.data);
    else errors.push({ row, message: parsed.error.issues[0]?.message ?? 'ข้อมูลไม่ถูกต้อง' });
  }
  return { lines, errors, rows: rows.length - 1 };
}
