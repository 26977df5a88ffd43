import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';

const dirs: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'data-dir-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function template(): string {
  const t = temp();
  mkdirSync(join(t, 'base', '5'), { recursive: true });
  writeFileSync(join(t, 'PG_VERSION'), '17\n');
  writeFileSync(join(t, 'base', '5', '1259'), 'catalog');
  writeFileSync(join(t, 'postgresql.conf'), 'timezone = UTC\n');
  return t;
}

describe('prepareDataDir', () => {
  it('copies a template directory into a new data directory, and never over an existing cluster', async () => {
    const tpl = template();
    const data = join(temp(), 'data');
    expect(await prepareDataDir(data, tpl)).toBeUndefined();
    expect(readFileSync(join(data, 'base', '5', '1259'), 'utf8')).toBe('catalog');
    expect(readFileSync(join(data, 'PG_VERSION'), 'utf8')).toBe('17\n');
    // A second data directory name with an existing cluster: nothing is copied over it.
    const other = temp();
    writeFileSync(join(other, 'PG_VERSION'), '17\n');
    writeFileSync(join(other, 'postgresql.conf'), 'mine\n');
    await prepareDataDir(other, tpl);
    expect(readFileSync(join(other, 'postgresql.conf'), 'utf8')).toBe('mine\n');
  });

  it('redoes a copy cut short (no PG_VERSION yet) and hands a tarball template to PGlite', async () => {
    const tpl = template();
    const data = temp();
    writeFileSync(join(data, 'postgresql.conf'), 'half\n');
    await prepareDataDir(data, tpl);
    expect(readFileSync(join(data, 'postgresql.conf'), 'utf8')).toBe('timezone = UTC\n');
    const tarball = join(temp(), 'pgdata.tar.gz');
    writeFileSync(tarball, 'gz');
    const blob = await prepareDataDir(join(temp(), 'fresh'), tarball);
    expect(await blob?.text()).toBe('gz');
    expect(await prepareDataDir(join(temp(), 'none'), join(tpl, 'missing'))).toBeUndefined();
  });
});
