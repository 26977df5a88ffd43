/**
 * A category's round mark: a short label on its own colours (the flag-like marks of Thai lotto
 * lobbies, drawn in CSS so no image loads). Unknown codes fall back to the first letters. Shared by the
 * app's badge (src/features/lotto/components/CategoryBadge) and the results the server writes into
 * the HTML (server/plugins/static-results.ts).
 */
export const CATEGORY_MARKS: Record<string, { label: string; bg: string; fg?: string }> = {
  gov: { label: 'ไทย', bg: 'linear-gradient(135deg, #f5c542, #b7791f)', fg: '#2e1d03' },
  baac: { label: 'ธกส', bg: 'linear-gradient(135deg, #34cf70, #137a3f)' },
  lao: { label: 'ลาว', bg: 'linear-gradient(180deg, #ce1126 0 25%, #002868 25% 75%, #ce1126 75%)' },
  hanoi: { label: 'VN', bg: 'linear-gradient(135deg, #da251d, #a3150f)', fg: '#ffde00' },
  nikkei_am: { label: 'JP', bg: 'radial-gradient(circle, #bc002d 0 32%, #f4f4f4 33%)', fg: '#1c2029' },
  nikkei_pm: { label: 'JP', bg: 'radial-gradient(circle, #bc002d 0 32%, #f4f4f4 33%)', fg: '#1c2029' },
  china_am: { label: 'CN', bg: 'linear-gradient(135deg, #de2910, #a81e0c)', fg: '#ffde00' },
  china_pm: { label: 'CN', bg: 'linear-gradient(135deg, #de2910, #a81e0c)', fg: '#ffde00' },
  hangseng_am: { label: 'HK', bg: 'linear-gradient(135deg, #de2910, #8f1a0a)' },
  hangseng_pm: { label: 'HK', bg: 'linear-gradient(135deg, #de2910, #8f1a0a)' },
  set_am: { label: 'SET', bg: 'linear-gradient(180deg, #a51931 0 18%, #f4f5f8 18% 34%, #2d2a4a 34% 66%, #f4f5f8 66% 82%, #a51931 82%)' },
  set_pm: { label: 'SET', bg: 'linear-gradient(180deg, #a51931 0 18%, #f4f5f8 18% 34%, #2d2a4a 34% 66%, #f4f5f8 66% 82%, #a51931 82%)' },
  taiwan: { label: 'TW', bg: 'linear-gradient(135deg, #000095, #fe0000)' },
  korea: { label: 'KR', bg: 'linear-gradient(135deg, #f4f4f4 40%, #cd2e3a 40% 70%, #0047a0 70%)', fg: '#1c2029' },
  singapore: { label: 'SG', bg: 'linear-gradient(180deg, #ef3340 50%, #f4f4f4 50%)', fg: '#1c2029' },
  india: { label: 'IN', bg: 'linear-gradient(180deg, #ff9933 33%, #f4f4f4 33% 67%, #138808 67%)', fg: '#000080' },
  egypt: { label: 'EG', bg: 'linear-gradient(180deg, #ce1126 33%, #f4f4f4 33% 67%, #000 67%)', fg: '#c09300' },
  russia: { label: 'RU', bg: 'linear-gradient(180deg, #f4f4f4 33%, #0039a6 33% 67%, #d52b1e 67%)' },
  uk: { label: 'UK', bg: 'linear-gradient(135deg, #012169, #c8102e)' },
  germany: { label: 'DE', bg: 'linear-gradient(180deg, #000 33%, #dd0000 33% 67%, #ffce00 67%)' },
  dowjones: { label: 'US', bg: 'linear-gradient(135deg, #3c3b6e 45%, #b22234 45%)' },
  yeekee: { label: 'ยี่กี', bg: 'linear-gradient(135deg, #f5c542, #16994c)', fg: '#052112' },
};

/** A category's mark, or the fallback for a code without one. */
export function categoryMark(code: string): { label: string; bg: string; fg?: string } {
  return CATEGORY_MARKS[code] ?? { label: code.slice(0, 3).toUpperCase(), bg: 'linear-gradient(135deg, #262b36, #14171f)' };
}
