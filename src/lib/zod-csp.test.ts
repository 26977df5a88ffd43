import { describe, expect, it, vi } from 'vitest';
import { zodWithoutEval } from './zod-csp';

describe('zod under the site’s CSP', () => {
  it('turns jitless on, so zod never tries new Function (a CSP eval violation Chromium reports)', async () => {
    vi.resetModules();
    const target = {} as typeof globalThis;
    zodWithoutEval(target);
    expect((target as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig).toEqual({ jitless: true });

    // The real global, as the first script sets it; zod then reads it (and keeps it if it loaded first).
    zodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ phone: z.string().min(10), amount: z.number() });
    for (let i = 0; i < 5; i++) expect(schema.safeParse({ phone: '0812345678', amount: i }).success).toBe(true);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
