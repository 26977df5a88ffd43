/**
 * The sandbox aggregator's game page: one small HTML document (Thai) and its script, served from
 * the server so the launcher's frame can show it. The site's CSP allows scripts from 'self' only,
 * so the script is a separate file (/sandbox/play.js), never inline; the page reads its query
 * (game, token or demo, mobile) and talks to the sandbox's own API under /sandbox/api.
 */
export const SANDBOX_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SANDBOX_PAGE_HTML = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>เกม</title>
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, "Noto Sans Thai", sans-serif; background: #10131a; color: #f3efe3; display: flex; justify-content: center; }
  main { width: 100%; max-width: 420px; padding: 16px; display: flex; flex-direction: column; gap: 14px; }
  h1 { font-size: 20px; margin: 0; color: #f5c542; }
  .tag { font-size: 12px; color: #9aa3b2; }
  .balance { font-size: 18px; background: #1b2130; border-radius: 10px; padding: 10px 12px; display: flex; justify-content: space-between; }
  .choices { display: grid; grid-template-columns: repeat(auto-fit, minmax(100px, 1fr)); gap: 8px; }
  button { font: inherit; min-height: 44px; border-radius: 10px; border: 1px solid #3a4256; background: #1b2130; color: inherit; cursor: pointer; }
  button[aria-pressed="true"] { border-color: #f5c542; background: #3b3216; }
  button.play { background: #1f9d55; border-color: #1f9d55; font-weight: 600; }
  button:disabled { opacity: .5; cursor: default; }
  label { display: flex; flex-direction: column; gap: 6px; font-size: 14px; }
  input { font: inherit; min-height: 44px; border-radius: 10px; border: 1px solid #3a4256; background: #0c0f15; color: inherit; padding: 0 12px; }
  .result { min-height: 72px; background: #1b2130; border-radius: 10px; padding: 12px; line-height: 1.5; }
  .win { color: #5ee08f; } .lose { color: #ff8a80; }
</style>
</head>
<body>
<main>
  <div><h1 id="name">กำลังโหลดเกม...</h1><div class="tag" id="mode"></div></div>
  <div class="balance"><span>ยอดเงิน</span><strong id="balance">-</strong></div>
  <div class="choices" id="choices" role="group" aria-label="เลือกฝั่งที่จะเดิมพัน"></div>
  <label>จำนวนเงินเดิมพัน (บาท)<input id="bet" type="number" inputmode="decimal" min="1" step="1" value="10"></label>
  <button class="play" id="play" disabled>เดิมพัน</button>
  <div class="result" id="result" aria-live="polite">เลือกฝั่งและจำนวนเงิน แล้วกดเดิมพัน</div>
</main>
<script src="/sandbox/play.js"></script>
</body>
</html>
`;

export const SANDBOX_PAGE_JS = `(function () {
  'use strict';
  var q = new URLSearchParams(location.search);
  var game = q.get('game') || '';
  var token = q.get('token');
  var demo = q.get('demo');
  var choice = null;
  var $ = function (id) { return document.getElementById(id); };
  var baht = function (n) { return n == null ? '-' : Number(n).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' บาท'; };
  var who = token ? { token: token } : { demo: demo };

  function api(method, path, body) {
    return fetch(path, { method: method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })
      .then(function (r) { return r.json(); });
  }

  function show(text, cls) { var el = $('result'); el.textContent = text; el.className = 'result ' + (cls || ''); }

  var params = new URLSearchParams({ game: game });
  if (token) params.set('token', token); else if (demo) params.set('demo', demo);
  api('GET', '/sandbox/api/session?' + params.toString()).then(function (res) {
    if (res.error !== 0) { show(res.message, 'lose'); return; }
    var s = res.data;
    $('name').textContent = s.name;
    $('mode').textContent = s.demo ? 'โหมดทดลองเล่น (เครดิตทดลอง)' : 'เล่นด้วยเงินจริงจากกระเป๋าของท่าน';
    $('balance').textContent = baht(s.balance);
    $('bet').min = String(s.min_bet);
    $('bet').max = String(s.max_bet);
    $('bet').value = String(s.min_bet);
    s.choices.forEach(function (c) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = c.label;
      b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', function () {
        choice = c.key;
        Array.prototype.forEach.call($('choices').children, function (x) { x.setAttribute('aria-pressed', String(x === b)); });
        $('play').disabled = false;
      });
      $('choices').appendChild(b);
    });
  }, function () { show('เชื่อมต่อเกมไม่ได้ กรุณาลองใหม่', 'lose'); });

  $('play').addEventListener('click', function () {
    var bet = Number($('bet').value);
    $('play').disabled = true;
    show('กำลังเล่น...');
    var body = Object.assign({ game_id: game, choice: choice, bet: bet }, who);
    api('POST', '/sandbox/api/round', body).then(function (res) {
      $('play').disabled = false;
      if (res.error !== 0) { show(res.message, 'lose'); return; }
      var r = res.data;
      if (r.balance != null) $('balance').textContent = baht(r.balance);
      if (r.status !== 'settled') { show(r.message, 'lose'); return; }
      show(r.summary + ' | ได้รับ ' + baht(r.win) + (r.win_pending ? ' (กำลังโอนเข้ากระเป๋า)' : ''), r.win > 0 ? 'win' : 'lose');
    }, function () { $('play').disabled = false; show('เชื่อมต่อเกมไม่ได้ กรุณาลองใหม่', 'lose'); });
  });
})();
`;
