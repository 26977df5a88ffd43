/**
 * The dependency check (docs/architecture.md): reads every import of the TypeScript sources, resolves
 * it to a file of the repository, groups files into units (a feature, a server module, a layer) and
 * reports what the layout forbids:
 *   - a cycle between units (production code; tests and test support may reach across),
 *   - a feature importing another feature's internals (anything but its index.ts),
 *   - a server module imported by anyone outside it through anything but its index.ts (the ledger
 *     also through steps.ts, its documented second door),
 *   - an import that points up the layers (routes -> app -> features -> components/lib/state/theme
 *     -> contract; server entry -> jobs/ops -> modules -> games/payments/plugins/lib/db/config;
 *     src and server never import each other; contract imports nothing of the app),
 *   - the /play client reaching member code (followed through runtime imports, static or lazy).
 * Run `npm run deps` to print the findings, with those of the table-ownership rule (tables.ts);
 * `npm test` fails on any (tests/architecture/deps.test.ts, tables.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { adminPageFolders } from './admin-pages';
import { checkCitations } from './citations';
import { tableOwnership } from './tables';

export type Import = { from: string; to: string; typeOnly: boolean; lazy: boolean };
export type Graph = { files: string[]; imports: Import[] };
export type Violation = { rule: string; detail: string };

const ROOTS = ['src', 'server', 'contract', 'sw', 'bench', 'tests', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'fixtures', 'out']);

const toPosix = (p: string) => p.split(sep).join('/');

function walk(dir: string, out: string[]) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(full);
  }
}

/** Every import of a file: static, re-exports, side-effect imports and `import()` calls. */
function importsOf(file: string, text: string): { spec: string; typeOnly: boolean; lazy: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { spec: string; typeOnly: boolean; lazy: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly, lazy: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const typeOnly = node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, typeOnly, lazy: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false, lazy: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, typeOnly: true, lazy: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository file a specifier names (aliases `@/` and `@contract`), or undefined for a package. */
function resolveSpec(root: string, fromFile: string, spec: string, known: Set<string>): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = posix.join('src', spec.slice(2));
  else if (spec.startsWith('@contract/')) base = posix.join('contract', spec.slice('@contract/'.length));
  else if (spec.startsWith('.')) base = posix.join(posix.dirname(fromFile), spec);
  else return undefined;
  base = base.replace(/\?.*$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  // `./x.js` written for a `./x.ts` source
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  for (const c of candidates) if (known.has(c)) return c;
  void root;
  return undefined;
}

/** Reads the import graph of the repository at `root` (or of any tree laid out the same way). */
export function readGraph(root: string): Graph {
  const abs: string[] = [];
  for (const r of ROOTS) walk(resolve(root, r), abs);
  const files = abs.map((f) => toPosix(relative(root, f))).sort();
  const known = new Set(files);
  const imports: Import[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const i of importsOf(file, text)) {
      const to = resolveSpec(root, file, i.spec, known);
      if (to) imports.push({ from: file, to, typeOnly: i.typeOnly, lazy: i.lazy });
    }
  }
  return { files, imports };
}

/** Tests and the code that only tests use: they may reach across units (not into cycles' count). */
export function isTestCode(file: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(file) ||
    /(^|\/)(testing|test-support)(\/|\.tsx?$)/.test(file) ||
    /^src\/test\//.test(file) ||
    /^server\/test\//.test(file) ||
    /^tests\//.test(file)
  );
}

/**
 * The unit a file belongs to: `src/features/<x>`, `server/modules/<x>`, a layer folder, or for the
 * entry files at the top of src/ and server/, the file itself.
 */
export function unitOf(file: string): string {
  const p = file.split('/');
  if (p[0] === 'src' && p[1] === 'features' && p.length > 3) return `src/features/${p[2]}`;
  if (p[0] === 'server' && p[1] === 'modules' && p.length > 3) return `server/modules/${p[2]}`;
  if ((p[0] === 'src' || p[0] === 'server') && p.length > 2) return `${p[0]}/${p[1]}`;
  if (p[0] === 'src' || p[0] === 'server') return file;
  return p[0];
}

/**
 * Layers, lowest first: an import may point to its own layer or lower ones, never higher. Units not
 * listed (bench, tests, scripts) sit on top and may import anything through front doors.
 */
const LAYERS: { name: string; units: RegExp }[] = [
  { name: 'contract', units: /^contract$/ },
  { name: 'client kits', units: /^src\/(components|lib|state|theme)$/ },
  { name: 'client features', units: /^src\/features\// },
  { name: 'client app', units: /^src\/app$/ },
  { name: 'client routes', units: /^src\/(routes|admin)$|^src\/[^/]+\.tsx?$/ },
  { name: 'service worker', units: /^sw$/ },
  { name: 'server base', units: /^server\/(config\.ts|db|lib|plugins|payments|games)$/ },
  { name: 'server modules', units: /^server\/modules\// },
  { name: 'server entry', units: /^server\/(app\.ts|main\.ts|jobs|ops)$/ },
];
const layerOf = (unit: string) => LAYERS.findIndex((l) => l.units.test(unit));
const sideOf = (unit: string) => (unit.startsWith('src') ? 'src' : unit.startsWith('server') ? 'server' : unit === 'sw' ? 'sw' : '');

/** The /play client's entry files and what it may not reach (member-area code). */
export const PLAY = {
  entries: [/^src\/routes\/_game(\.tsx|\/)/],
  member: [
    /^src\/features\/(?!play\/)/,
    /^src\/lib\/http\.ts$/,
    /^src\/state\/(auth|agent|store)\.ts$/,
    /^src\/routes\/_(?!game)/,
    /^src\/app\/(?!layouts\/GameLayout)/,
  ],
};

/**
 * The back office (src/admin, docs/backoffice.md) and the member app stay apart: no member file
 * imports it (members must never download it), and it imports none of the member app's own code.
 */
export const ADMIN = {
  root: /^src\/admin\//,
  member: [/^src\/(app|features|routes|state)\//, /^src\/lib\/http\.ts$/, /^src\/[^/]+\.tsx?$/],
};

const isIndex = (file: string) => /\/index\.tsx?$/.test(file);
/** Second front doors, each documented in its module's doc: the ledger's steps (docs/ledger.md). */
const SECOND_DOORS = new Set(['server/modules/ledger/steps.ts']);

/** Everything the layout forbids in the graph. */
export function check(graph: Graph): Violation[] {
  const out: Violation[] = [];
  const edges = new Map<string, Map<string, Import>>();

  for (const i of graph.imports) {
    const a = unitOf(i.from);
    const b = unitOf(i.to);
    const test = isTestCode(i.from);

    // Front doors: another feature or server module only through its index.ts.
    if (a !== b && (b.startsWith('src/features/') || b.startsWith('server/modules/')) && !isIndex(i.to) && !SECOND_DOORS.has(i.to)) {
      const what = b.startsWith('src/features/') ? 'feature' : 'server module';
      out.push({ rule: `${what} internals`, detail: `${i.from} imports ${i.to}: use ${b}/index.ts` });
    }
    if (test) continue;
    const fromAdmin = ADMIN.root.test(i.from);
    if (!fromAdmin && ADMIN.root.test(i.to))
      out.push({ rule: 'back office apart', detail: `${i.from} imports ${i.to}: the member app never loads the back office` });
    if (fromAdmin && ADMIN.member.some((re) => re.test(i.to)))
      out.push({ rule: 'back office apart', detail: `${i.from} imports ${i.to}: the back office uses contract/ and shared kits only` });
    if (i.from.startsWith('contract/') && !i.to.startsWith('contract/'))
      out.push({ rule: 'contract imports app code', detail: `${i.from} imports ${i.to}` });
    const sa = sideOf(a);
    const sb = sideOf(b);
    if (sa && sb && sa !== sb) out.push({ rule: 'client and server apart', detail: `${i.from} imports ${i.to}` });
    const la = layerOf(a);
    const lb = layerOf(b);
    if (la >= 0 && lb >= 0 && sa === sb && lb > la)
      out.push({ rule: 'upward import', detail: `${i.from} (${LAYERS[la].name}) imports ${i.to} (${LAYERS[lb].name})` });
    if (a !== b && !isTestCode(i.to)) {
      if (!edges.has(a)) edges.set(a, new Map());
      if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, i);
    }
  }

  for (const { group, cycle } of unitCycles(edges)) {
    const steps = cycle.map((u, k) => {
      const next = cycle[(k + 1) % cycle.length];
      const via = edges.get(u)?.get(next);
      return `${u} -> ${next}${via ? ` (${via.from} imports ${via.to})` : ''}`;
    });
    out.push({ rule: 'cycle between folders', detail: `{${group.sort().join(', ')}}, e.g. ${steps.join('; ')}` });
  }

  out.push(...playReach(graph));
  out.push(...adminPageFolders(graph));
  return out;
}

/** The strongly connected groups of units (Tarjan), each with one cycle through it. */
function unitCycles(edges: Map<string, Map<string, Import>>): { group: string[]; cycle: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const groups: string[][] = [];
  let n = 0;
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const strong = (v: string) => {
    index.set(v, n);
    low.set(v, n);
    n++;
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) strong(v);
  // One concrete cycle per group: a shortest way back to its first unit.
  return groups.map((group) => ({ group, cycle: cycleThrough(edges, group) }));
}

/** A shortest way from the group's first unit back to itself. */
function cycleThrough(edges: Map<string, Map<string, Import>>, group: string[]): string[] {
  {
    const inGroup = new Set(group);
    const start = [...group].sort()[0];
    const prev = new Map<string, string>();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of edges.get(v)?.keys() ?? []) {
        if (!inGroup.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(prev.get(path[0])!);
          return path;
        }
        if (!seen.has(w)) {
          seen.add(w);
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    return group;
  }
}

/** Member-area files the /play entries reach through runtime imports (type-only imports vanish at build). */
function playReach(graph: Graph): Violation[] {
  const next = new Map<string, string[]>();
  for (const i of graph.imports) {
    if (i.typeOnly) continue;
    if (!next.has(i.from)) next.set(i.from, []);
    next.get(i.from)!.push(i.to);
  }
  const from = new Map<string, string>();
  const queue = graph.files.filter((f) => PLAY.entries.some((re) => re.test(f)) && !isTestCode(f));
  for (const f of queue) from.set(f, '');
  const out: Violation[] = [];
  while (queue.length > 0) {
    const f = queue.shift()!;
    if (PLAY.member.some((re) => re.test(f))) {
      const path = [f];
      while (from.get(path[0])) path.unshift(from.get(path[0])!);
      out.push({ rule: '/play reaches member code', detail: path.join(' -> ') });
      continue;
    }
    for (const t of next.get(f) ?? []) {
      if (from.has(t)) continue;
      from.set(t, f);
      queue.push(t);
    }
  }
  return out;
}

/** `node --import tsx tests/architecture/deps.ts [root]`: prints the findings, exit code 1 when there are any. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const root = resolve(process.argv[2] ?? resolve(import.meta.dirname ?? '.', '../..'));
  const graph = readGraph(root);
  const found = [...check(graph), ...tableOwnership(root, graph.files, isTestCode), ...checkCitations(root)];
  const byRule = new Map<string, string[]>();
  for (const v of found) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v.detail]);
  for (const [rule, details] of byRule) {
    console.log(`\n${rule} (${details.length})`);
    for (const d of details) console.log(`  ${d}`);
  }
  console.log(`\n${graph.files.length} files, ${graph.imports.length} imports: ${found.length} findings`);
  process.exit(found.length > 0 ? 1 : 0);
}
