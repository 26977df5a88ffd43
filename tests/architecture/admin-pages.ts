// The graph and findings are deps.ts's (typed here by shape, so the two files do not import each other).

/** A back-office page folder (src/admin/pages/<name>/) and the name of its page. */
const PAGE = /^src\/admin\/pages\/([^/]+)\//;

/**
 * The back office's page folders stand apart (docs/backoffice.md "The kit"): a page folder, its tests
 * included, imports no other page folder. What two pages share belongs in the kit
 * (src/admin/app/kit) or, for tests, in src/admin/testing; the registry (src/admin/app) lists them all.
 */
export function adminPageFolders(graph: { imports: readonly { from: string; to: string }[] }): { rule: string; detail: string }[] {
  const out: { rule: string; detail: string }[] = [];
  for (const i of graph.imports) {
    const from = PAGE.exec(i.from)?.[1];
    const to = PAGE.exec(i.to)?.[1];
    if (from && to && from !== to)
      out.push({
        rule: 'back-office page folders apart',
        detail: `${i.from} imports ${i.to}: what pages share belongs in src/admin/app/kit`,
      });
  }
  return out;
}
