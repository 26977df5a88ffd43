import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { check, readGraph } from './deps';

/**
 * The layout's rules hold on the repository (docs/architecture.md), and the checker and Biome's import
 * rules would both see a forbidden import: each is shown one on a small tree laid out like ours.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'deps-'));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A small tree that keeps every rule. */
const CLEAN: Record<string, string> = {
  'contract/money.ts': 'export const baht = 1;\n',
  'src/lib/format.ts': "import { baht } from '@contract/money';\nexport const fmt = () => baht;\n",
  'src/features/games/index.ts': "export { Lobby } from './lobby/Lobby';\n",
  'src/features/games/lobby/Lobby.ts': "import { fmt } from '@/lib/format';\nexport const Lobby = fmt;\n",
  'src/features/lotto/index.ts': "export { Results } from './results/Results';\n",
  'src/features/lotto/results/Results.ts': "import { Lobby } from '@/features/games';\nexport const Results = Lobby;\n",
  'src/features/play/index.ts': "import { fmt } from '@/lib/format';\nexport const Play = fmt;\n",
  'src/app/layouts/GameLayout.ts': 'export const GameLayout = 1;\n',
  'src/routes/_game.tsx': "import { GameLayout } from '@/app/layouts/GameLayout';\nexport const r = GameLayout;\n",
  'src/routes/_game/play.tsx': "export const page = () => import('@/features/play');\n",
  'src/admin/main.tsx': "import { fmt } from '@/lib/format';\nexport const m = fmt;\n",
  'server/db/index.ts': 'export const db = 1;\n',
  'server/modules/ledger/index.ts': "export { transfer } from './transfers';\n",
  'server/modules/ledger/transfers.ts': "import { db } from '../../db';\nexport const transfer = db;\n",
  'server/modules/lotto/index.ts': "export { sell } from './sale';\n",
  'server/modules/lotto/sale.ts': "import { transfer } from '../ledger';\nexport const sell = transfer;\n",
  'server/modules/lotto/sale.test.ts': "import { sell } from './sale';\nexport const t = sell;\n",
  // the ledger's second door (docs/ledger.md)
  'server/modules/ledger/steps.ts': "export { transfer as step } from './transfers';\n",
  'server/modules/lotto/batch.ts': "import { step } from '../ledger/steps';\nexport const b = step;\n",
};

describe('the dependency check', () => {
  it('finds nothing the layout forbids in this repository', () => {
    const graph = readGraph(root);
    // The walk really read the code (a broken walk would pass vacuously).
    expect(graph.files.length).toBeGreaterThan(300);
    expect(graph.imports.length).toBeGreaterThan(1000);
    expect(check(graph)).toEqual([]);
  });

  it('passes a tree that keeps the rules', () => {
    expect(check(readGraph(tree(CLEAN)))).toEqual([]);
  });

  it('fails each forbidden import, naming the file and the rule', () => {
    const bad = tree({
      ...CLEAN,
      // another feature's internals, and a cycle between the two features
      'src/features/games/lobby/Lobby.ts': "import { Results } from '@/features/lotto/results/Results';\nexport const Lobby = Results;\n",
      // a server module's internals from another module
      'server/modules/lotto/sale.ts': "import { transfer } from '../ledger/transfers';\nexport const sell = transfer;\n",
      // contract importing app code
      'contract/money.ts': "import { fmt } from '../src/lib/format';\nexport const baht = fmt;\n",
      // a shared kit importing a feature (upward)
      'src/lib/format.ts': "import { Lobby } from '@/features/games';\nexport const fmt = Lobby;\n",
      // the game client reaching member code through a lazy import
      'src/features/play/index.ts': "export const Play = () => import('@/features/lotto');\n",
      // the back office using member code, and the member app loading the back office
      'src/admin/main.tsx': "import { Lobby } from '@/features/games';\nexport const m = Lobby;\n",
      'src/routes/home.tsx': "export const admin = () => import('@/admin/main');\n",
    });
    const found = check(readGraph(bad));
    const rules = new Set(found.map((v) => v.rule));
    expect(rules).toEqual(
      new Set([
        'feature internals',
        'server module internals',
        'contract imports app code',
        'upward import',
        'cycle between folders',
        '/play reaches member code',
        'back office apart',
      ]),
    );
    expect(found).toContainEqual({
      rule: 'server module internals',
      detail: 'server/modules/lotto/sale.ts imports server/modules/ledger/transfers.ts: use server/modules/ledger/index.ts',
    });
    expect(found.find((v) => v.rule === 'cycle between folders')?.detail).toMatch(/\{src\/features\/games, src\/features\/lotto\}/);
    expect(found.filter((v) => v.rule === 'back office apart').map((v) => v.detail)).toEqual([
      'src/admin/main.tsx imports src/features/games/index.ts: the back office uses contract/ and shared kits only',
      'src/routes/home.tsx imports src/admin/main.tsx: the member app never loads the back office',
    ]);
    expect(found.find((v) => v.rule === '/play reaches member code')?.detail).toBe(
      'src/routes/_game/play.tsx -> src/features/play/index.ts -> src/features/lotto/index.ts',
    );
  });

  it("Biome's import rules refuse the same imports in the editor", () => {
    const dir = tree({
      'src/features/lotto/x.ts': "import { a } from '@/features/games/lobby/x';\nexport const b = a;\n",
      'src/lib/x.ts': "import { a } from '@/features/games';\nexport const b = a;\n",
      'server/modules/games/x.ts': "import { a } from '../lotto/bills';\nexport const b = a;\n",
      'server/modules/games/y.ts': "import { a } from '../ledger/steps';\nexport const b = a;\n",
      'server/modules/games/z.ts': "import { a } from '../ledger/core';\nexport const b = a;\n",
      'src/features/play/x.ts': "import { a } from '@/lib/http';\nexport const b = a;\n",
      'src/features/games/y.ts': "import { a } from '@/features/lotto';\nexport const b = a;\n",
      'src/admin/x.ts': "import { a } from '@/lib/http';\nexport const b = a;\n",
      'src/routes/x.tsx': "import { a } from '@/admin/app/x';\nexport const b = a;\n",
    });
    copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
    const r = spawnSync(process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint', '--max-diagnostics=100', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const flagged = [...(r.stdout + r.stderr).matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]).sort();
    expect(flagged).toEqual([
      'server/modules/games/x.ts',
      'server/modules/games/z.ts',
      'src/admin/x.ts',
      'src/features/lotto/x.ts',
      'src/features/play/x.ts',
      'src/lib/x.ts',
      'src/routes/x.tsx',
    ]);
    expect(r.status).not.toBe(0);
  });
});
