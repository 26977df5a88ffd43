import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem, RECIPES, SLOT_RECIPES, UNUSED_PALETTES } from './system';

const system = getSystem();

const root = resolve(__dirname, '../..');
const chakraComponents = join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

/** Every .tsx file of the app. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Chakra's component folder for every exported name (Button -> button, Dialog -> dialog, ...). */
function exportedFrom(): Map<string, string> {
  const map = new Map<string, string>();
  for (const dir of readdirSync(chakraComponents)) {
    const index = join(chakraComponents, dir, 'index.js');
    if (!existsSync(index)) continue;
    const text = readFileSync(index, 'utf8');
    for (const m of text.matchAll(/export \{([^}]+)\}/g)) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) map.set(name, dir);
      }
    }
  }
  return map;
}

/** The recipe keys a Chakra component folder uses, following its relative imports. */
function recipeKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(m[1]);
    for (const m of text.matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(file), m[1]);
      if (target.startsWith(chakraComponents)) visit(target);
    }
  };
  for (const name of readdirSync(join(chakraComponents, dir))) visit(join(chakraComponents, dir, name));
  return keys;
}

describe('Chakra system (docs/constants.md "Screen sizes")', () => {
  it('has the breakpoints 600/960/1280/1920, the LINE green, gold and green palettes', () => {
    expect(system.token('breakpoints.sm')).toBe('600px');
    expect(system.token('breakpoints.md')).toBe('960px');
    expect(system.token('breakpoints.lg')).toBe('1280px');
    expect(system.token('breakpoints.xl')).toBe('1920px');
    expect(system.token('colors.line.500')).toBe('#06c755');
    expect(system.token('colors.gold.500')).toBe('#f5c542');
    expect(system.token('fonts.body')).toContain('Kanit');
  });

  it('puts the solid buttons’ text on their colour at WCAG AA contrast (4.5:1): gold, green and LINE green', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
      const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const semantic = system._config.theme?.semanticTokens?.colors as Record<string, Record<string, { value: string }>>;
    /** '{colors.green.700}' or '#ffffff' as a hex colour. */
    const hex = (value: string) => (value.startsWith('{') ? (system.token(value.slice(1, -1)) as string) : value);
    for (const palette of ['gold', 'green', 'line']) {
      const solid = hex(semantic[palette].solid.value);
      const text = hex(semantic[palette].contrast.value);
      expect(contrast(solid, text), `${palette}: ${text} on ${solid}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sizes the container: 1280 px (1640 from 1904 px), padding 16 / 24 from 600 / 32 from 960', () => {
    const base = system.getRecipe('container')?.base as Record<string, unknown>;
    expect(base.maxWidth).toBe('1280px');
    expect(base.px).toEqual({ base: '16px', sm: '24px', md: '32px', lg: '32px' });
    expect(base['@media screen and (min-width: 1904px)']).toEqual({ maxWidth: '1640px' });
  });

  it('holds the recipe of every Chakra component the app imports', () => {
    const fullRecipes = new Set([
      ...Object.keys(defaultConfig.theme?.recipes ?? {}),
      ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
    ]);
    const ours = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const folderOf = exportedFrom();
    const missing: string[] = [];
    // The back office (src/admin) builds its own system on Chakra's full default config.
    const admin = join(root, 'src', 'admin');
    for (const file of sources(join(root, 'src'))) {
      if (file.startsWith(admin)) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import \{([^}]+)\} from '@chakra-ui\/react(?:\/([a-z-]+))?'/g)) {
        for (const part of m[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          const dir = m[2] ?? folderOf.get(name);
          if (!name || !dir || !existsSync(join(chakraComponents, dir))) continue;
          for (const key of recipeKeys(dir)) {
            if (fullRecipes.has(key) && !ours.has(key)) missing.push(`${name} (${file.slice(root.length + 1)}) needs '${key}'`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out only the palettes no member page names', () => {
    const tokenNames = new Set(system.tokens.allTokens.map((t) => t.name));
    for (const name of UNUSED_PALETTES) expect(tokenNames.has(`colors.${name}.500`)).toBe(false);
    expect(tokenNames.has('colors.blue.500')).toBe(true);
    // As a palette ('teal', "teal") or a colour token (teal.500); the back office has its own system.
    const named = new RegExp(`['"](${UNUSED_PALETTES.join('|')})['"]|\\b(${UNUSED_PALETTES.join('|')})\\.\\d`);
    const skip = [join(root, 'src', 'admin'), join(root, 'src', 'theme')];
    const users = sources(join(root, 'src'))
      .filter((file) => !skip.some((dir) => file.startsWith(dir)))
      .filter((file) => named.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
