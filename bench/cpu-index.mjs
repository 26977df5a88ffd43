// Lighthouse's CPU benchmark index in Debian's Chromium (median of 5), to print beside bench figures:
// the same build measures 35-55 % apart on machines of the same size.
//
//   node bench/cpu-index.mjs
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

const RUNS = 5;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const fn = pageFunctions.computeBenchmarkIndex.toString();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(Math.round(await page.evaluate(`(${fn})()`)));
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(`CPU benchmark index (Chromium): median ${sorted[RUNS >> 1]} of ${RUNS} [${runs.join(', ')}]`);
} finally {
  await browser.close();
}
