import type { LottoResult, ResultData } from '@contract/lotto';
import { categoryMark } from '@contract/lotto-marks';
import { CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, resultAgeText, SANDBOX_RESULT_MARK } from '@contract/lotto-names';
import { thaiShortDateTime, updatedAtText } from '@contract/thai-calendar';
import type { z } from 'zod';

/**
 * The latest lotto results written into the HTML of /lotto/results (docs/lotto.md "Results on a weak
 * connection"): the page the app draws (src/features/lotto/results), in plain HTML and CSS, so a
 * phone on a slow connection reads the numbers before the app's code has arrived. The sizes and
 * colours follow the app's results page at each breakpoint (600, 960, 1280 px), so the app's first
 * render replaces it without a jump. The answer itself rides along as JSON data for the app's query
 * cache (`RESULTS_DATA_ID`), so the app does not ask for it again.
 */

export type LatestResults = z.infer<typeof ResultData>;
type Row = LatestResults['items'][number];

/** Where index.html's static shell keeps the results (index.html, src/app/static/static-shell.ts). */
export const RESULTS_SLOT = '<div class="sh-ct sh-results" id="shell-results"></div>';
/** The embedded answer's element id (src/features/lotto/results/embedded.ts reads it). */
export const RESULTS_DATA_ID = 'shell-results-data';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON inside <script>: nothing in the data can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A background value from our own table; anything else (never expected) falls back to the plain mark. */
const SAFE_BG = /^[a-z-]+-gradient\([#%\w\s.,()-]+\)$/;

/** The page's own styles, written into its <head> with the results (index.html keeps the shell's). */
export const RESULTS_CSS = `.sh-results{padding-top:16px;padding-bottom:16px}
.rs-tabs{display:flex;gap:4px;padding:4px;margin-bottom:16px;background:#14171f;border:1px solid #5c3b06;border-radius:9999px;overflow-x:auto;scrollbar-width:none}
.rs-tabs a{flex:1 0 auto;text-align:center;padding:8px 12px;border-radius:9999px;font-size:14px;line-height:21px;font-weight:600;color:#a1a1aa;white-space:nowrap}
.rs-tabs a[aria-current]{background:linear-gradient(180deg,#f7d04a,#de9b13);color:#2e1d03;box-shadow:0 2px 10px rgba(245,197,66,.25)}
.sh-results h1{font-size:20px;line-height:30px;font-weight:600;color:#fadb5f}
.rs-at{margin-bottom:16px;font-size:12px;line-height:18px;color:#a1a1aa}
.rs-filters{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;margin-bottom:20px}
.rs-filters span{display:block;font-size:14px;line-height:20px;font-weight:500;color:#a1a1aa;margin-bottom:6px}
.rs-filters b{display:flex;align-items:center;height:40px;padding:0 12px;font-size:14px;font-weight:400;background:#14171f;border:1px solid #5c3b06;border-radius:4px}
.rs-filters .rs-ph{font-size:16px;color:#a1a1aa;border-radius:6px}
.rs-sec{margin-bottom:28px}
.rs-gh{display:flex;align-items:center;gap:8px;margin-bottom:12px}
.rs-gh i{width:4px;height:20px;border-radius:9999px;background:#f5c542}
.rs-gh h2{font-size:18px;line-height:28px;font-weight:600}
.rs-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
.rs-card{display:flex;flex-direction:column;gap:12px;padding:12px;background:#14171f;border:1px solid #5c3b06;border-radius:16px}
.rs-top{display:flex;align-items:center;gap:12px}
.rs-mark{flex-shrink:0;display:grid;place-items:center;width:40px;height:40px;border:2px solid #b7791f;border-radius:9999px;box-shadow:0 0 0 1px rgba(0,0,0,.4);font-size:12px;line-height:1;font-weight:700;color:#fff;text-shadow:0 1px 2px rgba(0,0,0,.7)}
.rs-who{flex:1;min-width:0}
.rs-who p{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.rs-name{font-weight:700;color:#fce588}
.rs-date{font-size:12px;line-height:18px;color:#a1a1aa}
.rs-meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-size:12px;line-height:18px;color:#a1a1aa}
.rs-meta time,.rs-meta span{white-space:nowrap}
.rs-meta .rs-sandbox{display:inline-flex;align-items:center;height:18px;padding:0 6px;border-radius:4px;font-size:11px;line-height:18px;font-weight:600;color:#fdba74;background:rgba(251,146,60,.15);box-shadow:inset 0 0 0 1px rgba(251,146,60,.45)}
a.rs-hist{flex-shrink:0;display:inline-flex;align-items:center;height:32px;padding:0 10px;border-radius:4px;font-size:12px;line-height:16px;font-weight:500;color:#fadb5f}
.rs-board,.rs-two{display:grid;gap:8px}
.rs-two{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.rs-prize{min-width:0;text-align:center;padding:8px;background:rgba(0,0,0,.36);border:1px solid #5c3b06;border-radius:8px}
.rs-prize small{display:block;font-size:12px;line-height:16.5px;color:#a1a1aa}
.rs-prize div{display:flex;justify-content:center;flex-wrap:wrap;gap:12px}
.rs-prize span{font-size:24px;line-height:1.2;font-weight:700;letter-spacing:.12em;color:#fadb5f;font-variant-numeric:tabular-nums;text-shadow:0 0 12px rgba(245,197,66,.35)}
.rs-prize.rs-sm{padding:6px 8px}
.rs-sm span{font-size:18px}
@media (min-width:600px){.sh-results{padding-top:32px;padding-bottom:32px}.rs-tabs{margin-bottom:24px}.rs-tabs a{padding:8px 20px;font-size:16px;line-height:24px}.sh-results h1{font-size:24px;line-height:32px}.rs-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.rs-card{padding:16px}.rs-prize span{font-size:30px}.rs-sm span{font-size:20px}}
@media (min-width:960px){.rs-filters{grid-template-columns:280px 280px auto}}
@media (min-width:1280px){.rs-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}`;

const TABS = [
  ['/lotto/lobby', 'แทงหวย'],
  ['/lotto/bills', 'โพยของฉัน'],
  ['/lotto/results', 'ผลหวย'],
  ['/lotto/rates', 'อัตราจ่าย'],
] as const;

/** One prize as the app's ResultBoard draws it; `testId` names it as the app does (tests and the bench find both). */
function prize(label: string, values: string[], testId: string, small = false): string {
  const spans = values.map((v) => `<span>${escapeHtml(v)}</span>`).join('');
  return `<div class="rs-prize${small ? ' rs-sm' : ''}"><small>${label}</small><div data-testid="${testId}">${spans}</div></div>`;
}

function board(r: LottoResult): string {
  let html = '';
  if (r.first_prize) html += prize('รางวัลที่ 1', [r.first_prize], 'result-first');
  if (r.yeekee_number) html += prize('เลขที่ออก', [r.yeekee_number], 'result-yeekee', true);
  html += `<div class="rs-two">${prize('3 ตัวบน', [r.top3], 'result-top3')}${prize('2 ตัวล่าง', [r.bottom2], 'result-bottom2')}</div>`;
  if (r.front3.length > 0 || r.back3.length > 0) {
    html += `<div class="rs-two">${prize('เลขหน้า 3 ตัว', r.front3, 'result-front3', true)}${prize('เลขท้าย 3 ตัว', r.back3, 'result-back3', true)}</div>`;
  }
  return `<div class="rs-board">${html}</div>`;
}

/**
 * How old the result is, as the app's card says it (src/features/lotto/components/ResultMeta.tsx): the
 * sandbox's mark on a made-up result, 'ออกผลเมื่อ ... ที่แล้ว' counted to the page's read time (the
 * 'อัปเดตเมื่อ' line above; the app counts to the clock when it takes over) and the Buddhist-era time.
 */
function meta(row: Row, fetchedAt: number): string {
  const at = new Date(row.resulted_at);
  if (Number.isNaN(at.getTime())) return '';
  const mark = row.result.sandbox ? `<span class="rs-sandbox" data-testid="result-sandbox">${SANDBOX_RESULT_MARK}</span>` : '';
  return (
    `<div class="rs-meta" data-testid="result-meta">${mark}` +
    `<time datetime="${escapeHtml(at.toISOString())}" data-testid="result-age">${resultAgeText(at, fetchedAt)}</time>` +
    `<span data-testid="result-at">(${thaiShortDateTime(at)} น.)</span></div>`
  );
}

function card(row: Row, fetchedAt: number): string {
  const mark = categoryMark(row.category_code);
  const bg = SAFE_BG.test(mark.bg) ? mark.bg : '#262b36';
  const fg = mark.fg && /^#[0-9a-f]{3,6}$/i.test(mark.fg) ? `;color:${mark.fg};text-shadow:none` : '';
  const name = escapeHtml(row.category_name);
  const when = escapeHtml(row.group === 'yeekee' ? row.title : `งวดวันที่ ${row.draw_date_th}`);
  return (
    `<article class="rs-card" aria-label="${name} ${escapeHtml(row.title)}" data-testid="lotto-result">` +
    `<div class="rs-top"><span class="rs-mark" aria-hidden="true" style="background:${bg}${fg}">${escapeHtml(mark.label)}</span>` +
    `<div class="rs-who"><p class="rs-name">${name}</p><p class="rs-date" data-testid="lotto-result-date">${when}</p></div>` +
    `<a class="rs-hist" href="/lotto/results?category=${Number(row.category_id)}">ดูย้อนหลัง</a></div>${meta(row, fetchedAt)}${board(row.result)}</article>`
  );
}

/** The results page's content for the shell's slot: tabs, title, fetch time, the filters' frame and the cards by group. */
export function resultsHtml(latest: LatestResults, fetchedAt: number): string {
  const tabs = TABS.map(([to, label]) => `<a href="${to}"${to === '/lotto/results' ? ' aria-current="page"' : ''}>${label}</a>`).join('');
  let body = '';
  for (const g of CATEGORY_GROUPS) {
    const rows = latest.items.filter((r) => r.group === g);
    if (rows.length === 0) continue;
    body +=
      `<section class="rs-sec" aria-labelledby="rs-${g}"><div class="rs-gh"><i></i><h2 id="rs-${g}">${CATEGORY_GROUP_NAMES[g]}</h2></div>` +
      `<div class="rs-grid">${rows.map((r) => card(r, fetchedAt)).join('')}</div></section>`;
  }
  if (!body) body = '<p class="rs-at">ยังไม่มีผลรางวัล</p>';
  return (
    `<nav aria-label="เมนูหวย"><div class="rs-tabs">${tabs}</div></nav><h1>ผลหวยล่าสุด</h1>` +
    `<p class="rs-at" data-testid="results-fetched-at">${updatedAtText(fetchedAt)}</p>` +
    // The filters' frame: the app's controls take its place.
    '<div class="rs-filters" aria-hidden="true"><div><span>ประเภทหวย</span><b>ทุกประเภท</b></div><div><span>วันที่ออกผล</span><b class="rs-ph">ทุกวัน</b></div></div>' +
    body
  );
}

/** The answer for the app's query cache, with the time it was read. */
export function resultsJson(latest: LatestResults, fetchedAt: number): string {
  return `<script type="application/json" id="${RESULTS_DATA_ID}">${scriptJson({ fetched_at: fetchedAt, data: latest })}</script>`;
}
