import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * docs/games.md "The /play page (src/features/play/)": game clients render under /play with the game layout and load none of
 * the member-area code. esbuild bundles the /play route files (the game layout and the page, with
 * every game client and sheet they load, static or lazy) the way a bundler sees them (type-only
 * imports dropped) and the test reads which source files it took in. `bench/play-chunks.mjs`
 * measures the same on the real Vite build.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Member-area code: the app shell, any feature but play, the member HTTP client, the member's stored state. */
const MEMBER_AREA = [
  /^src\/app\//,
  /^src\/features\/(?!play\/)/,
  /^src\/lib\/http\.ts$/,
  /^src\/state\/(auth|agent|store)\.ts$/,
  /^src\/routes\/_(default|auth|payment|lobby|liff)/,
];
/** The one file of the app shell /play uses: the `game` layout of docs/product.md "Layouts". */
const ALLOWED = new Set(['src/app/layouts/GameLayout.tsx']);

async function inputsOf(entries: string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    metafile: true,
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).sort();
}

describe('/play loads none of the member-area code', () => {
  it('the game layout, the page and every game client it can load stay out of the member area', async () => {
    const inputs = await inputsOf(['src/routes/_game.tsx', 'src/routes/_game/play.tsx']);
    // The walk really reached the page and its lazy clients (a broken walk would pass vacuously).
    for (const file of [
      'src/features/play/PlayPage.tsx',
      'src/features/play/slot/SlotGame.tsx',
      'src/features/play/hilo/HiloGame.tsx',
      'src/features/play/verify/VerifyView.tsx',
      'src/app/layouts/GameLayout.tsx',
    ]) {
      expect(inputs).toContain(file);
    }
    const member = inputs.filter((f) => !ALLOWED.has(f) && MEMBER_AREA.some((re) => re.test(f)));
    expect(member).toEqual([]);
  });

  it('the check would see a member-area import (the member layout reaches the shell)', async () => {
    const inputs = await inputsOf(['src/routes/_auth.tsx']);
    expect(inputs.filter((f) => MEMBER_AREA.some((re) => re.test(f))).length).toBeGreaterThan(0);
  });
});
