/**
 * Citations point at documents the repository holds (docs/architecture.md "What the checker enforces").
 * Reads every text file of the tree (source, tests, docs, the README, configuration) and reports:
 *   - a citation of the two outside documents the project started from, by name, in any form
 *     ("<NAME> section 2", "<NAME>.md", "the <NAME>'s filter"): what they said now lives in docs/;
 *   - a path ending in `.md` that is no file of the repository, relative to the root or to the
 *     citing file (a glob such as `**\/*.md` and a URL are not citations).
 * `npm run deps` runs it beside the dependency check; its test is citations.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export type CitationViolation = { rule: string; detail: string };

// Built from parts so that this file does not cite them itself.
const OUTSIDE = ['SP' + 'EC', 'ARCHI' + 'TECTURE'];
const OUTSIDE_NAME = new RegExp(`\\b(${OUTSIDE.join('|')})\\b`);

const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'fixtures', 'out', 'coverage']);
const TEXT = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|json|md|html|css|ya?ml|txt|py|sh|webmanifest)$/;
const SKIP_FILES = new Set(['package-lock.json']);
/** A path ending in .md; the character before it is checked apart (a glob's `*` is not a path). */
const MD_PATH = /[\w@./-]*\w\.md\b/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** Chakra theme tokens whose key is `md` (the medium size), not files. */
const TOKEN = /^(breakpoints|sizes|spacing|radii|fontSizes|lineHeights|shadows|borderWidths)\.md$/;

/** Every text file under `root` (dot-folders aside, but `.ci`), as posix paths relative to it. */
export function textFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (SKIP_DIRS.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if ((TEXT.test(name) || dir.endsWith(`${sep}.ci`)) && !SKIP_FILES.has(name)) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** Whether `cited`, written in `from`, names a file of the repository (from the root, or from `from`'s folder). */
function exists(known: Set<string>, from: string, cited: string): boolean {
  const fromRoot = posix.normalize(cited.replace(/^\/+/, ''));
  const fromFile = posix.normalize(posix.join(posix.dirname(from), cited));
  return known.has(fromRoot) || known.has(fromFile);
}

/** Every citation of a document the repository does not hold. */
export function checkCitations(root: string): CitationViolation[] {
  const files = textFiles(root);
  const known = new Set(files);
  const out: CitationViolation[] = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      const at = `${file}:${i + 1}`;
      const name = OUTSIDE_NAME.exec(text);
      if (name)
        out.push({
          rule: 'citation of an outside document',
          detail: `${at} names ${name[1]}: cite the docs/ page that holds it ("${text.trim().slice(0, 120)}")`,
        });
      const bare = text.replace(URL, (u) => ' '.repeat(u.length));
      for (const m of bare.matchAll(MD_PATH)) {
        const cited = m[0];
        const before = bare[(m.index ?? 0) - 1];
        if (before === '*' || TOKEN.test(cited)) continue;
        if (OUTSIDE_NAME.test(posix.basename(cited, '.md'))) continue; // reported by name above
        if (!exists(known, file, cited))
          out.push({ rule: 'citation of a missing file', detail: `${at} cites ${cited}, which is no file of the repository` });
      }
    });
  }
  return out;
}
