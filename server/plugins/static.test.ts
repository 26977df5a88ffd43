import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SLOT, type FirstBanner, staticPlugin } from './static';

/** A built site in miniature: the shell and one hashed script, each with its .br and .gz (vite.config.ts precompress). */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>shell</title>${'<!-- padding -->'.repeat(100)}`,
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
