import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Errors } from '../../contract/errors';
import { ClientErrors } from '../../contract/errors-transport';
import { END, entries, renderCatalogue, START, withBlock } from './errors-doc';

/** docs/errors.md "The catalogue" is the contract's catalogue, code for code and word for word. */
const page = readFileSync(fileURLToPath(new URL('../../docs/errors.md', import.meta.url)), 'utf8');
const block = page.slice(page.indexOf(START) + START.length, page.indexOf(END)).trim();

describe('the error catalogue page', () => {
  it('holds exactly what contract/errors.ts holds (else: node --import tsx tests/architecture/errors-doc.ts --write)', () => {
    expect(block).toBe(renderCatalogue());
  });

  it('lists every code with its HTTP status and Thai message, and the client-only texts', () => {
    const all = Object.entries(Errors);
    // The catalogue really was read (an empty one would pass the comparison above).
    expect(all.length).toBeGreaterThan(150);
    for (const [name, e] of all) expect(block).toContain(`| ${e.code} | \`${name}\` | ${e.http} | ${e.message} |`);
    for (const [name, e] of Object.entries(ClientErrors)) expect(block).toContain(`| ${e.code} | \`${name}\` | ${e.message} |`);
  });

  it('fails a page that lost a code or kept an old message', () => {
    const lost = renderCatalogue().replace(/^\| 5001 .*\n/m, '');
    expect(lost).not.toBe(renderCatalogue());
    const old = entries().map((e) => (e.code === 1001 ? { ...e, message: 'ข้อความเดิม' } : e));
    expect(renderCatalogue(old)).not.toBe(renderCatalogue());
    expect(withBlock(`a\n${START}\nold\n${END}\nb`, 'new')).toBe(`a\n${START}\n\nnew\n\n${END}\nb`);
  });

  it('lists a code outside every known range instead of dropping it', () => {
    const odd = [...entries(), { name: 'NEW_THING', code: 7001, http: 200, message: 'ใหม่' }];
    expect(renderCatalogue(odd)).toMatch(/### Codes outside the ranges above\n\n[^#]*\| 7001 \| `NEW_THING` \| 200 \| ใหม่ \|/);
  });
});
