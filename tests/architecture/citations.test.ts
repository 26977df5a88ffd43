import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCitations, textFiles } from './citations';

/**
 * Every citation points at a document the repository holds (docs/architecture.md "What the checker
 * enforces"): the rule holds here, passes a small clean tree, and fails a tree with one bad citation
 * of each kind, through `npm run deps` too.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

// Written in parts, so that this file cites nothing itself.
const MD = '.md';
const outsideSpec = 'SP' + 'EC';
const outsideArch = 'ARCHI' + 'TECTURE';

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'citations-'));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Citations of pages that exist, and text that only looks like one. */
const CLEAN: Record<string, string> = {
  [`README${MD}`]: `# Site\n\nThe wire: docs/wire-format${MD} "Status codes"; [errors](docs/errors${MD}#the-catalogue).\n`,
  [`docs/wire-format${MD}`]: `# Wire\n\nSee [the errors](./errors${MD}) and ../README${MD}.\n`,
  [`docs/errors${MD}`]: '# Errors\n',
  'src/lib/http.ts': `/** The 401 rule (docs/wire-format${MD} "Status codes"). An ASPECT ratio is no citation. */\nexport const a = 1;\n`,
  'src/theme/system.test.ts': `// breakpoints${MD} is a theme token\nexport const t = 'breakpoints${MD}';\n`,
  'biome.json': `{ "files": { "includes": ["**", "!**/*${MD}"] } }\n`,
  'server/notes.ts': `// https://example.com/guide/setup${MD} is a web page\nexport const n = 1;\n`,
  'tests/e2e/a.test.ts': `// the spec's order (lower case: not a name)\nexport const e = '../../docs/errors${MD}';\n`,
};

describe('the citation rule', () => {
  it('finds no citation of a missing document in this repository', () => {
    const files = textFiles(root);
    // The walk really read the tree, docs and README included (a broken walk would pass vacuously).
    expect(files.length).toBeGreaterThan(1000);
    expect(files).toContain(`README${MD}`);
    expect(files).toContain(`docs/wire-format${MD}`);
    expect(checkCitations(root)).toEqual([]);
  });

  it('passes a tree whose citations all resolve', () => {
    expect(checkCitations(tree(CLEAN))).toEqual([]);
  });

  it('fails each citation of a document the tree does not hold, naming the file and line', () => {
    const bad = tree({
      ...CLEAN,
      'src/app/header.ts': `// The header (${outsideSpec} section 2).\nexport const h = 1;\n`,
      'server/db/driver.ts': `/**\n * One connection (${outsideArch}${MD} section 1).\n */\nexport const d = 1;\n`,
      'contract/games.ts': `/** Ids as strings (${outsideSpec}: the body is passed through). */\nexport const g = 1;\n`,
      [`docs/lotto${MD}`]: `# Lotto\n\nWhere ${outsideSpec}${MD} is silent, docs/nowhere${MD} "Rules" says.\n`,
      [`README${MD}`]: `# Site\n\nSee [the guide](./guide${MD}).\n`,
    });
    const found = checkCitations(bad);
    expect(found.map((v) => `${v.rule}: ${v.detail.split(' ')[0]}`).sort()).toEqual(
      [
        'citation of a missing file: README.md:3',
        'citation of a missing file: docs/lotto.md:3',
        'citation of an outside document: contract/games.ts:1',
        'citation of an outside document: docs/lotto.md:3',
        'citation of an outside document: server/db/driver.ts:2',
        'citation of an outside document: src/app/header.ts:1',
      ].sort(),
    );
    expect(found).toContainEqual({
      rule: 'citation of a missing file',
      detail: `docs/lotto${MD}:3 cites docs/nowhere${MD}, which is no file of the repository`,
    });
  });

  it('is part of `npm run deps`: the check fails on a bad tree and passes a clean one', () => {
    const deps = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tests/architecture/deps.ts'), dir], { cwd: root, encoding: 'utf8' });
    const clean = deps(tree(CLEAN));
    expect(clean.stdout).toMatch(/: 0 findings/);
    expect(clean.status).toBe(0);
    const failing = deps(tree({ ...CLEAN, 'src/app/header.ts': `// The header (${outsideSpec} section 2).\nexport const h = 1;\n` }));
    expect(failing.stdout).toContain('citation of an outside document (1)');
    expect(failing.stdout).toContain('src/app/header.ts:1 names');
    expect(failing.status).toBe(1);
  });
});
