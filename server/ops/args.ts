import { parseArgs } from 'node:util';
import { UsageError } from './command';

/** `--name value` / `--name=value` options, strict: an unknown option or a stray word is a usage error. */
export function parseOptions<K extends string>(argv: string[], names: readonly K[]): Partial<Record<K, string>> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    return values as Partial<Record<K, string>>;
  } catch (err) {
    throw new UsageError(`ตัวเลือกไม่ถูกต้อง / invalid options: ${(err as Error).message}`);
  }
}
