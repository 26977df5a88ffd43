// Our changes to Chakra UI's published code (node_modules/@chakra-ui/react/dist/esm), applied wherever
// the member site's code runs: the build, the dev server's dependency pre-bundle and the web tests
// (scripts/vite-chakra-patches.ts). They split Chakra's start-up work into short tasks for phones
// (docs/pwa.md "Budget phones: no long task at start").
//
// Each patch is anchored on the whole top-level function it changes: the SHA-256 of that function's
// text (whitespace collapsed) as published in CHAKRA_VERSION. Any other text fails the build with the
// patch, the function and how to re-derive it (docs/pwa.md "Upgrading Chakra"), so a release that adds
// a pass or renames a variable cannot be shipped half patched. Functions are found by their module's
// exports or their own names, and the edits inside a checked function by the code's shape, never by
// the names Chakra's bundler gives clashing variables (`cache2`, `expandTokenReferences$1`).
//
// Every change is opt-in: without `__preparedTokens`, `__globalCssInHtml` or `steps`, the patched
// functions do what Chakra's do (the back office and the web tests' other systems rely on it).
//
// `node --import tsx scripts/chakra-patches.ts` prints each patch's expected and installed hashes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'vite';

/** The @chakra-ui/react release the patches were written for (package.json pins it exactly). */
export const CHAKRA_VERSION = '3.37.0';
export const CHAKRA_ESM = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/', import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

export type ChakraPatch = {
  name: string;
  /** The module under dist/esm. */
  module: string;
  /** The top-level function the patch is anchored on (its module's export of that name, or its own name). */
  fn: string;
  /** The first 16 hex digits of the SHA-256 of the function's text, whitespace collapsed, in CHAKRA_VERSION. */
  sha256: string;
  /** Edits inside the checked function (none: the patch relies on the function as it is). */
  edit?: (fn: Node, code: string) => Edit[];
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const child = (node: Node | undefined, key: string): Node | undefined => (node && isNode(node[key]) ? (node[key] as Node) : undefined);
const list = (node: Node | undefined, key: string): Node[] =>
  node && Array.isArray(node[key]) ? (node[key] as unknown[]).filter(isNode) : [];
const nameOf = (node: Node | undefined): string | undefined => (node?.type === 'Identifier' ? (node.name as string) : undefined);
const text = (code: string, node: Node) => code.slice(node.start, node.end);

/** The statements of a function's block body (a declaration or a `const x = () => {}` statement). */
function bodyOf(fn: Node): Node[] {
  const f = fn.type === 'VariableDeclaration' ? child(list(fn, 'declarations')[0], 'init') : fn;
  return list(child(f, 'body'), 'body');
}

/** `const <name> = <init>` among a function body's top-level statements. */
function declarator(fn: Node, name: string): Node {
  for (const statement of bodyOf(fn)) {
    for (const d of list(statement, 'declarations')) if (nameOf(child(d, 'id')) === name && child(d, 'init')) return d;
  }
  throw new Error(`no top-level "const ${name} = ..." in the function`);
}

/** A top-level function of a module: by the local name its module exports `exported` under, or by its own name. */
export function findFunction(program: Node, name: string): Node | undefined {
  let local = name;
  for (const statement of list(program, 'body')) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const s of list(statement, 'specifiers')) {
      const exported = child(s, 'exported');
      if (nameOf(exported) === name || exported?.value === name) local = nameOf(child(s, 'local')) ?? local;
    }
  }
  const found = list(program, 'body').filter((statement) => {
    if (statement.type === 'FunctionDeclaration') return nameOf(child(statement, 'id')) === local;
    if (statement.type !== 'VariableDeclaration') return false;
    return list(statement, 'declarations').some(
      (d) => nameOf(child(d, 'id')) === local && /^(Arrow)?Function(Expression)?$/.test(child(d, 'init')?.type ?? ''),
    );
  });
  return found.length === 1 ? found[0] : undefined;
}

export const normalise = (source: string) => source.replace(/\s+/g, ' ').trim();
export const hashOf = (source: string) => createHash('sha256').update(normalise(source)).digest('hex').slice(0, 16);

/**
 * createSystem, when the app has already merged the configs and built the token dictionary in tasks of
 * its own (src/theme/system.ts createSystemInSteps): a single config carrying `__preparedTokens` is
 * used as it is, and its dictionary instead of a new one.
 */
const preparedTokens: ChakraPatch = {
  name: 'prepared-tokens',
  module: 'styled-system/system.js',
  fn: 'createSystem',
  sha256: 'bb50d72dfae7a87e',
  edit(fn, code) {
    const rest = list(fn, 'params')[0];
    const configs = nameOf(child(rest, 'argument'));
    if (rest?.type !== 'RestElement' || !configs) throw new Error('createSystem no longer takes (...configs)');
    const config = declarator(fn, 'config');
    const mergeCall = child(config, 'init') as Node;
    const tokensInit = child(declarator(fn, 'tokens'), 'init') as Node;
    return [
      {
        start: mergeCall.start,
        end: mergeCall.end,
        text: `${configs}.length === 1 && ${configs}[0].__preparedTokens ? ${configs}[0] : ${text(code, mergeCall)}`,
      },
      { start: tokensInit.start, end: tokensInit.end, text: `config.__preparedTokens ?? ${text(code, tokensInit)}` },
    ];
  },
};

/**
 * createSystem without its global styles (the reset, the global CSS, the token variables) when the
 * page already carries them as CSS (`__globalCssInHtml`, scripts/vite-chakra-static-css.ts writes
 * them into index.html): computing them was about half of createSystem on a phone.
 */
const globalCssInHtml: ChakraPatch = {
  name: 'global-css-in-html',
  module: 'styled-system/system.js',
  fn: 'createSystem',
  sha256: preparedTokens.sha256,
  edit(fn, code) {
    const init = child(declarator(fn, '_global'), 'init') as Node;
    return [{ start: init.start, end: init.end, text: `config.__globalCssInHtml ? [] : ${text(code, init)}` }];
  },
};

/**
 * createTokenDictionary with `steps: true` answers the dictionary and its passes as functions, to be
 * run in order, one per task (about 600 tokens through a dozen passes was one long task). The passes
 * are read from the function itself: the registration calls before its final `build()` and the
 * statements of `build`, one step each, except that the cheap registrations (they only store the
 * transforms and middlewares) go with the first pass. Without `steps` the same statements run at once.
 */
const tokensInSteps: ChakraPatch = {
  name: 'tokens-in-steps',
  module: 'styled-system/token-dictionary.js',
  fn: 'createTokenDictionary',
  sha256: '24fe6dfb1075b93a',
  edit(fn, code) {
    const options = nameOf(list(fn, 'params')[0]);
    const body = bodyOf(fn);
    const ret = body[body.length - 1];
    const callee = (s: Node) =>
      s.type === 'ExpressionStatement' && child(s, 'expression')?.type === 'CallExpression' ? child(s, 'expression') : undefined;
    let first = body.length - 1;
    while (first > 0 && callee(body[first - 1])) first--;
    const calls = body.slice(first, body.length - 1);
    const buildName = nameOf(child(callee(calls[calls.length - 1] ?? ret), 'callee'));
    const build = body.find((s) => s.type === 'FunctionDeclaration' && nameOf(child(s, 'id')) === buildName);
    const passes = list(child(build, 'body'), 'body');
    if (!options || ret?.type !== 'ReturnStatement' || calls.length < 2 || !build || passes.length === 0)
      throw new Error('createTokenDictionary no longer ends with its registrations, a build() and a return');
    const setup = calls.slice(0, -1);
    const groups = [[setup[0]], [...setup.slice(1), passes[0]], ...passes.slice(1).map((p) => [p])];
    const steps = groups.map((g) => `() => { ${g.map((s) => text(code, s)).join(' ')} }`).join(',\n    ');
    const result = text(code, child(ret, 'argument') as Node);
    return [
      {
        start: calls[0].start,
        end: ret.end,
        text: `const __steps = [\n    ${steps}\n  ];\n  if (${options}.steps) return { dictionary: ${result}, steps: __steps };\n  __steps.forEach((step) => step());\n  return ${result};`,
      },
    ];
  },
};

/**
 * Chakra's Insertion (styled-system/factory.js) inserts an element's styles through emotion's
 * `useInsertionEffectAlwaysWithSyncFallback`, which the site replaces (src/theme/insert-in-render.ts,
 * scripts/vite-chakra-insert-in-render.ts): no text changes, but the replacement is right only for
 * the Insertion it was checked against.
 */
const insertion: ChakraPatch = {
  name: 'insert-in-render',
  module: 'styled-system/factory.js',
  fn: 'Insertion',
  sha256: '4de4ac7072065b1a',
};

export const CHAKRA_PATCHES: ChakraPatch[] = [preparedTokens, globalCssInHtml, tokensInSteps, insertion];

const MODULE_ID = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](.+)$/;
/** The module under dist/esm a module id names (query cut), or undefined outside Chakra's ESM build. */
export function chakraModuleOf(id: string): string | undefined {
  return MODULE_ID.exec(id.split('?')[0])?.[1].replace(/\\/g, '/');
}

function installedVersion(id: string): string {
  try {
    const pkg = join(dirname(id.split('?')[0]).replace(/([\\/]@chakra-ui[\\/]react)[\\/]dist[\\/].*$/, '$1'), 'package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export class ChakraPatchError extends Error {}

function failure(patch: ChakraPatch, id: string, what: string): ChakraPatchError {
  return new ChakraPatchError(
    `Chakra patch "${patch.name}" (scripts/chakra-patches.ts) was written for the function ${patch.fn} of ` +
      `@chakra-ui/react@${CHAKRA_VERSION} dist/esm/${patch.module} (text sha256 ${patch.sha256}); in the installed ` +
      `@chakra-ui/react@${installedVersion(id)} ${what}. The build stops rather than ship Chakra half patched: re-derive ` +
      'the patch from the new function as docs/pwa.md "Upgrading Chakra" says (`node --import tsx scripts/chakra-patches.ts` ' +
      'prints the installed hashes).',
  );
}

/**
 * Applies the patches of one Chakra module. Answers the patched code and the patches applied, or
 * undefined for a module no patch names; throws ChakraPatchError when a function is missing or its
 * text is not the one its patch was written for.
 */
export function patchChakraModule(
  id: string,
  code: string,
  patches = CHAKRA_PATCHES,
): { code: string; applied: ChakraPatch[] } | undefined {
  const module = chakraModuleOf(id);
  const mine = patches.filter((p) => p.module === module);
  if (mine.length === 0) return undefined;
  const program = parseAst(code) as unknown as Node;
  const edits: Edit[] = [];
  for (const patch of mine) {
    const fn = findFunction(program, patch.fn);
    if (!fn) throw failure(patch, id, `there is no single top-level function ${patch.fn}`);
    const actual = hashOf(text(code, fn));
    if (actual !== patch.sha256) throw failure(patch, id, `its text has sha256 ${actual}`);
    try {
      edits.push(...(patch.edit?.(fn, code) ?? []));
    } catch (error) {
      throw failure(patch, id, (error as Error).message);
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, applied: mine };
}

/** Each patch's function in the installed Chakra: its expected and actual hashes. */
export function installedHashes(): { patch: string; fn: string; module: string; expected: string; installed: string }[] {
  return CHAKRA_PATCHES.map((patch) => {
    const code = readFileSync(join(CHAKRA_ESM, patch.module), 'utf8');
    const fn = findFunction(parseAst(code) as unknown as Node, patch.fn);
    return {
      patch: patch.name,
      fn: patch.fn,
      module: patch.module,
      expected: patch.sha256,
      installed: fn ? hashOf(text(code, fn)) : 'missing',
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`@chakra-ui/react installed ${installedVersion(join(CHAKRA_ESM, 'index.js'))}, patches written for ${CHAKRA_VERSION}`);
  for (const row of installedHashes())
    console.log(
      `${row.expected === row.installed ? 'ok  ' : 'DIFF'} ${row.patch}: ${row.fn} in ${row.module} expected ${row.expected}, installed ${row.installed}`,
    );
}
