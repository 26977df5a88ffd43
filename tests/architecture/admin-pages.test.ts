import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adminPageFolders } from './admin-pages';
import { check, readGraph } from './deps';

/**
 * Back-office page folders stand apart (docs/backoffice.md "The kit"): the dependency check and Biome's
 * import rules each refuse a page folder importing another, shown on a small tree laid out like ours.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'admin-pages-'));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Two pages on the kit, listed by the registry, with their own parts and tests. */
const CLEAN: Record<string, string> = {
  'src/admin/app/kit/index.ts': 'export const kit = 1;\n',
  'src/admin/testing/render.ts': "import { kit } from '../app/kit';\nexport const render = kit;\n",
  'src/admin/pages/rewards/index.ts':
    "import { kit } from '../../app/kit';\nimport { Tab } from './Tab';\nexport const rewards = kit + Tab;\n",
  'src/admin/pages/rewards/Tab.ts': "import { kit } from '../../app/kit';\nexport const Tab = kit;\n",
  'src/admin/pages/rewards/Tab.test.ts':
    "import { render } from '../../testing/render';\nimport { Tab } from './Tab';\nexport const t = render + Tab;\n",
  'src/admin/pages/shop/index.ts': "import { kit } from '../../app/kit';\nexport const shop = kit;\n",
  'src/admin/app/registry.ts':
    "import { rewards } from '../pages/rewards';\nimport { shop } from '../pages/shop';\nexport const PAGES = [rewards, shop];\n",
};

describe('back-office page folders', () => {
  it('finds no page folder importing another in this repository', () => {
    const graph = readGraph(root);
    // The back office's pages were read (a broken walk would pass vacuously).
    expect(graph.imports.filter((i) => i.from.startsWith('src/admin/pages/')).length).toBeGreaterThan(100);
    expect(adminPageFolders(graph)).toEqual([]);
  });

  it('passes pages that share only the kit, the test support and the registry', () => {
    expect(adminPageFolders(readGraph(tree(CLEAN)))).toEqual([]);
  });

  it('refuses a page (or its test) importing another page folder, in the dependency check', () => {
    const bad = tree({
      ...CLEAN,
      'src/admin/pages/shop/index.ts': "import { Tab } from '../rewards/Tab';\nexport const shop = Tab;\n",
      'src/admin/pages/rewards/Tab.test.ts': "import { shop } from '@/admin/pages/shop';\nexport const t = shop;\n",
    });
    const found = check(readGraph(bad)).filter((v) => v.rule === 'back-office page folders apart');
    expect(found.map((v) => v.detail)).toEqual([
      'src/admin/pages/rewards/Tab.test.ts imports src/admin/pages/shop/index.ts: what pages share belongs in src/admin/app/kit',
      'src/admin/pages/shop/index.ts imports src/admin/pages/rewards/Tab.ts: what pages share belongs in src/admin/app/kit',
    ]);
  });

  it("Biome's import rules refuse the same imports in the editor", () => {
    const dir = tree({
      'src/admin/pages/shop/other.ts': "import { Tab } from '../rewards/Tab';\nexport const b = Tab;\n",
      'src/admin/pages/shop/front.ts': "import { rewards } from '../rewards';\nexport const b = rewards;\n",
      'src/admin/pages/shop/alias.ts': "import { rewards } from '@/admin/pages/rewards';\nexport const b = rewards;\n",
      'src/admin/pages/shop/parts/deep.ts': "import { Tab } from '../../rewards/Tab';\nexport const b = Tab;\n",
      'src/admin/pages/shop/fine.ts': "import { kit } from '../../app/kit';\nimport { b } from './other';\nexport const c = kit + b;\n",
      'src/admin/pages/shop/parts/fine.ts':
        "import { kit } from '../../../app/kit';\nimport { c } from '../fine';\nexport const d = kit + c;\n",
      'src/admin/app/registry.ts': "import { rewards } from '../pages/rewards';\nexport const PAGES = [rewards];\n",
    });
    copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
    const r = spawnSync(process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint', '--max-diagnostics=100', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const flagged = [...(r.stdout + r.stderr).matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]).sort();
    expect(flagged).toEqual([
      'src/admin/pages/shop/alias.ts',
      'src/admin/pages/shop/front.ts',
      'src/admin/pages/shop/other.ts',
      'src/admin/pages/shop/parts/deep.ts',
    ]);
    expect(r.status).not.toBe(0);
  });
});
