/** Thai number and date formats (docs/constants.md "Agent and locale": th-TH, 2 decimals by default, Buddhist era for draws). */
// Made on first use: building an Intl formatter loads the locale's data (tens of milliseconds on a
// phone), which the app's start should not pay for a page that shows no amount.
let money: Intl.NumberFormat | undefined;

export function formatMoney(baht: number): string {
  money ??= new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return money.format(baht);
}

/**
 * Money as the site shows an amount on its own (a balance, a figure, a table cell): '฿ 1,234.50'
 * (docs/constants.md "Agent and locale"). In a sentence the amount reads '1,234.50 บาท' instead.
 */
export function formatBaht(baht: number): string {
  return `฿ ${formatMoney(baht)}`;
}

let wholePoints: Intl.NumberFormat | undefined;
let partPoints: Intl.NumberFormat | undefined;

/**
 * Points, one rule everywhere (docs/constants.md "Agent and locale"): never rounded, whole numbers
 * without decimals and anything else with two: '1,500', '602.32', '12.50'. Points are kept in
 * hundredths and spent exactly (a 100-point spin needs 100), so rounding would show a balance the
 * member cannot spend.
 */
export function formatPoints(n: number): string {
  if (Number.isInteger(n)) {
    wholePoints ??= new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
    return wholePoints.format(n);
  }
  partPoints ??= new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return partPoints.format(n);
}

export function formatNumber(n: number, decimals = 2): string {
  return new Intl.NumberFormat('th-TH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** A date in Bangkok time with the Buddhist-era year, e.g. "16 พ.ย. 2569". */
export function formatThaiDate(value: string | Date, withTime = false): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(d);
}
