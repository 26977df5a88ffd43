import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SLOT, type FirstBanner, GAMES_SLOT, type LatestResultsRead, staticPlugin } from './static';
import { type LatestResults, RESULTS_SLOT } from './static-results';

/** A built site in miniature: the shell and one hashed script, each with its .br and .gz (vite.config.ts precompress). */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>shell</title>${'<!-- padding -->'.repeat(100)}`,
    'admin.html': `<!doctype html><title>back office</title>${'<!-- padding -->'.repeat(100)}`,
    'assets/index-abc.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'sw.js': 'self.addEventListener("fetch", () => {});',
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(root, name), body);
    if (name !== 'sw.js') {
      writeFileSync(join(root, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(root, `${name}.gz`), gzipSync(body));
    }
  }
  return root;
}

describe('the static PWA', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeDist();
    app = Fastify();
    await app.register(staticPlugin, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the compressed copy a browser accepts, and says the answer varies with it', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('lets hashed assets be cached for a year and revalidates the shell and the service worker', async () => {
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/index.html', '/lotto/results']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const route = await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'br' } });
    expect(route.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(route.rawPayload).toString()).toContain('<title>shell</title>');
  });
});

describe('one route for the build’s files', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeDist();
    writeFileSync(join(root, '.env'), 'SECRET=1');
    app = Fastify();
    await app.register(staticPlugin, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves only the files the build held at start; a directory, a dotfile or a path out of the root is not a file', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    // The shell, as any other route (not a directory listing, a redirect or a 403 from the file server).
    for (const url of ['/', '/assets', '/assets/', '/sw.js/']) {
      for (const enc of ['identity', 'br']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': enc } });
        expect(res.statusCode, `${url} ${enc}`).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
      }
    }
    writeFileSync(join(root, 'later.txt'), 'written after start');
    for (const url of ['/.env', '/../package.json', '/%2e%2e/package.json', '/later.txt', '/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
    }
    expect((await app.inject({ method: 'HEAD', url: '/lotto' })).statusCode).toBe(404);
  });
});

describe('the back office (/admin)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = fakeDist();
    app = Fastify();
    await app.register(staticPlugin, { root, firstBanner: async () => ({ image: '/images/b.svg', title: 'b' }) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /admin and its client-side routes with admin.html, revalidated, never the member shell', async () => {
    for (const url of ['/admin', '/admin/', '/admin/members', '/admin/members?q=081', '/admin/lotto/rounds/7']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>back office</title>');
    }
    const member = await app.inject({ url: '/administrator', headers: { 'accept-encoding': 'identity' } });
    expect(member.body).toContain('<title>shell</title>');
  });

  it('a missing back-office file is a 404, not a page', async () => {
    const res = await app.inject({ url: '/admin/assets/admin-missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('without admin.html in the build, /admin is a 404 rather than the member shell', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'static-bare-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>shell</title>');
    const other = Fastify();
    await other.register(staticPlugin, { root: bare });
    try {
      expect((await other.inject({ url: '/admin/members' })).statusCode).toBe(404);
    } finally {
      await other.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('the home page’s shell with its first banner', () => {
  let root: string;
  const shell = `<!doctype html><html><head><title>shell</title></head><body><main>${BANNER_SLOT}</main>${'<!-- padding -->'.repeat(100)}</body></html>`;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'static-home-'));
    writeFileSync(join(root, 'index.html'), shell);
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync(shell));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function appWith(firstBanner: FirstBanner) {
    const app = Fastify();
    await app.register(staticPlugin, { root, firstBanner });
    return app;
  }

  it('draws the first banner into the shell on / (compressed as the browser asks), not on other pages', async () => {
    let reads = 0;
    const app = await appWith(async () => {
      reads += 1;
      return { image: '/images/banners/banner-1.svg', title: 'โบนัส 50% "ทันที" <วันนี้>' };
    });
    try {
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['content-type']).toContain('text/html');
      const html = brotliDecompressSync(br.rawPayload).toString();
      expect(html).toContain(
        '<div class="sh-banner" id="shell-banner"><img src="/images/banners/banner-1.svg" alt="โบนัส 50% &quot;ทันที&quot; &lt;วันนี้&gt;" width="1200" height="400" fetchpriority="high" draggable="false" /></div>',
      );
      expect(html).toContain('<html data-shell="home">');
      const withQuery = await app.inject({ url: '/?ag=AG1', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(withQuery.rawPayload).toString()).toContain('banner-1.svg');
      const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('banner-1.svg');
      // Kept a few seconds: one read of the banners for these three visits.
      expect(reads).toBe(1);

      const other = await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(other.rawPayload).toString()).toBe(shell);
    } finally {
      await app.close();
    }
  });

  it('serves the plain shell when there is no banner, the banners cannot be read, or the picture is not a web address', async () => {
    for (const firstBanner of [
      async () => undefined,
      async () => {
        throw new Error('database down');
      },
      async () => ({ image: 'javascript:alert(1)', title: 'x' }),
    ] as FirstBanner[]) {
      const app = await appWith(firstBanner);
      try {
        const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(shell);
      } finally {
        await app.close();
      }
    }
  });
});

describe('the results page with the latest results written in', () => {
  let root: string;
  const shell = `<!doctype html><html><head><title>shell</title></head><body><main>${RESULTS_SLOT}</main>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const HOSTILE = '</script><script>alert(1)</script><!--';
  const row = (over: Partial<LatestResults['items'][number]> = {}): LatestResults['items'][number] => ({
    round_id: 7,
    category_id: 1,
    category_code: 'gov',
    category_name: 'หวยรัฐบาลไทย',
    group: 'government',
    title: 'งวดวันที่ 16 พฤศจิกายน 2569',
    draw_date: '2026-11-16',
    draw_date_be: '2569-11-16',
    draw_date_th: '16 พฤศจิกายน 2569',
    result: {
      top3: '521',
      top2: '21',
      bottom2: '47',
      front3: ['123', '456'],
      back3: ['789', '012'],
      first_prize: '480521',
      yeekee_number: null,
    },
    resulted_at: '2026-11-16T09:00:00.000Z',
    ...over,
  });
  const latest: LatestResults = {
    items: [
      row(),
      row({
        round_id: 9,
        category_id: 4,
        category_code: '"><img src=x onerror=alert(2)>',
        category_name: `ฮานอย ${HOSTILE}`,
        group: 'foreign',
        title: `"><img src=x onerror=alert(3)> & ${HOSTILE}`,
        result: { top3: '468', top2: '68', bottom2: '24', front3: [], back3: [], first_prize: null, yeekee_number: null },
      }),
      row({
        round_id: 11,
        category_id: 6,
        category_code: 'lao',
        category_name: 'หวยลาว',
        group: 'foreign',
        result: { top3: '207', top2: '07', bottom2: '15', front3: [], back3: [], first_prize: null, yeekee_number: null, sandbox: true },
      }),
    ],
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'static-results-'));
    writeFileSync(join(root, 'index.html'), shell);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function appWith(latestResults: LatestResultsRead) {
    const app = Fastify();
    await app.register(staticPlugin, { root, latestResults });
    return app;
  }

  it('writes the results into the shell, in Thai with Buddhist-era dates, and the answer for the app’s cache', async () => {
    let reads = 0;
    const app = await appWith(async () => {
      reads += 1;
      return latest;
    });
    try {
      const res = await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<html data-shell="results">');
      expect(html).toContain('<style>.sh-results');
      expect(html).toContain('<h1>ผลหวยล่าสุด</h1>');
      expect(html).toMatch(/อัปเดตเมื่อ \d{1,2} .+ 25\d\d \d{2}:\d{2} น\./);
      expect(html).toContain('งวดวันที่ 16 พฤศจิกายน 2569');
      expect(html).toContain('<div data-testid="result-first"><span>480521</span></div>');
      expect(html).toContain('<span>123</span><span>456</span>');
      expect(html).toContain('href="/lotto/results?category=1"');
      // Only the sandbox's result carries the mark, ahead of its age.
      expect(html.match(/ผลจำลอง \(ทดสอบ\)/g)).toEqual(['ผลจำลอง (ทดสอบ)']);
      expect(html).toContain(
        '<div class="rs-meta" data-testid="result-meta"><span class="rs-sandbox" data-testid="result-sandbox">ผลจำลอง (ทดสอบ)</span><time datetime="2026-11-16T09:00:00.000Z"',
      );
      expect(html).toContain('<p class="rs-date" data-testid="lotto-result-date">งวดวันที่ 16 พฤศจิกายน 2569</p>');
      // Every card says how long ago its result came out (to the page's read time), with the Buddhist-era time.
      expect(html.match(/data-testid="result-age">ออกผลเมื่อ \d+ (วัน|เดือน|ปี)ที่แล้ว<\/time>/g)).toHaveLength(3);
      expect(html.match(/<span data-testid="result-at">\(16 พ.ย. 2569 16:00 น.\)<\/span>/g)).toHaveLength(3);
      // The answer as data: the same rows, read back exactly.
      const data = /<script type="application\/json" id="shell-results-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      const embedded = JSON.parse(data) as { fetched_at: number; data: LatestResults };
      expect(embedded.data).toEqual(latest);
      expect(Math.abs(embedded.fetched_at - Date.now())).toBeLessThan(60_000);
      // Kept a few seconds: one read for these visits.
      const again = await app.inject({ url: '/lotto/results?utm_source=line', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(again.rawPayload).toString()).toBe(html);
      expect(reads).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('has its slot in the real index.html, where the first script expects it', () => {
    expect(readFileSync('index.html', 'utf8')).toContain(RESULTS_SLOT);
  });

  it('escapes hostile names: no markup, attribute or script of theirs reaches the page', async () => {
    const app = await appWith(async () => latest);
    try {
      const html = (await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'identity' } })).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/<!--(?! padding -->)/);
      // One script element only (the data), closed once.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).toContain('ฮานอย &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(3)&gt; &amp;');
    } finally {
      await app.close();
    }
  });

  it('answers 304 to its ETag, and sends the plain shell for a filtered view or when the results cannot be read', async () => {
    const app = await appWith(async () => latest);
    try {
      const first = await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'br' } });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const same = await app.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      expect(same.rawPayload.length).toBe(0);
      for (const url of ['/lotto/results?category=1', '/lotto/results?date=2026-11-16']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        expect(res.body, url).toBe(shell);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    } finally {
      await app.close();
    }
    const failing = await appWith(async () => {
      throw new Error('database down');
    });
    try {
      const res = await failing.inject({ url: '/lotto/results', headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
    } finally {
      await failing.close();
    }
  });
});

describe('a game lobby’s shell with its first games', () => {
  let root: string;
  const shell = `<!doctype html><html><head><title>shell</title></head><body><main>${GAMES_SLOT}</main>${'<!-- padding -->'.repeat(100)}</body></html>`;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'static-lobby-'));
    writeFileSync(join(root, 'index.html'), shell);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('draws the first six pictures of the lobby’s category on each lobby path, read once a few seconds', async () => {
    const asked: string[] = [];
    const app = Fastify();
    await app.register(staticPlugin, {
      root,
      lobbyImages: async (category) => {
        asked.push(category);
        return ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => `/images/games/${category}-${id}.svg`).concat('javascript:x');
      },
    });
    try {
      const slot = await app.inject({ url: '/slot', headers: { 'accept-encoding': 'br' } });
      expect(slot.statusCode).toBe(200);
      const html = brotliDecompressSync(slot.rawPayload).toString();
      expect(html).toContain('<html data-shell="lobby">');
      expect(
        html.match(
          /<li><div class="sh-tile"><img src="\/images\/games\/slot-[a-f]\.svg" alt="" width="320" height="320" fetchpriority="high" draggable="false" \/><\/div><div class="sh-name"><\/div><\/li>/g,
        ),
      ).toHaveLength(6);
      expect(html).not.toContain('slot-g.svg');
      const virtual = await app.inject({ url: '/sport/virtual/', headers: { 'accept-encoding': 'identity' } });
      expect(virtual.body).toContain('/images/games/sport-a.svg');
      await app.inject({ url: '/slot?tab=hot', headers: { 'accept-encoding': 'identity' } });
      expect(asked).toEqual(['slot', 'sport']);
      const other = await app.inject({ url: '/sport', headers: { 'accept-encoding': 'identity' } });
      expect(other.body).toBe(shell);
    } finally {
      await app.close();
    }
  });

  it('serves the plain shell when the lobby has no games or cannot be read', async () => {
    for (const lobbyImages of [async () => [], async () => Promise.reject(new Error('down'))]) {
      const app = Fastify();
      await app.register(staticPlugin, { root, lobbyImages });
      try {
        const res = await app.inject({ url: '/casino', headers: { 'accept-encoding': 'identity' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(shell);
      } finally {
        await app.close();
      }
    }
  });
});
