/** One CSV column: its Thai heading and how to read the cell from a row. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

/** The most rows one export fetches (100 pages of 100): larger sets are narrowed with the filters. */
export const CSV_MAX_ROWS = 10_000;

const cell = (v: string | number | null | undefined): string => {
  const text = v === null || v === undefined ? '' : String(v);
  // Quote what would break a field; a leading = + - @ is defused so a spreadsheet never runs it.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** RFC 4180 text with a UTF-8 byte-order mark, so Excel opens Thai correctly. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Every row of a server-paged list with the current filters and sort, page by page (the server's
 * largest page), up to CSV_MAX_ROWS.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const size = 100;
  const rows: T[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const res = await fetchPage(page, size);
    rows.push(...res.items);
    if (res.items.length < size || rows.length >= res.total) break;
  }
  return rows.slice(0, CSV_MAX_ROWS);
}

/** Saves text as a file through a temporary link (no server round trip: the rows are already here). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
