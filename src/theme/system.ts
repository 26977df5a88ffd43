import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  carouselSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { createTokenDictionary } from 'chakra-internal/token-dictionary';

/**
 * Chakra's default theme with only the recipes the site uses: the whole set costs about 20 KB of
 * gzipped JavaScript on the first page (target 200 KB). A Chakra component whose recipe is not
 * listed here renders unstyled; add its recipe below (system.test.ts checks the imports).
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  carousel: carouselSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  pinInput: pinInputSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's colour palettes the site never uses: each is 27 tokens of the dictionary `createSystem`
 * builds on every phone at start (system.test.ts fails if a page names one of them).
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** A palette's semantic tokens in the shape Chakra's `colorPalette` expects (dark theme only). */
function palette(name: string, solid: string, contrast: string) {
  return {
    contrast: { value: contrast },
    fg: { value: `{colors.${name}.300}` },
    subtle: { value: `{colors.${name}.900}` },
    muted: { value: `{colors.${name}.800}` },
    emphasized: { value: `{colors.${name}.700}` },
    solid: { value: solid },
    focusRing: { value: `{colors.${name}.400}` },
    border: { value: `{colors.${name}.700}` },
  };
}

/**
 * The site's Chakra system (docs/constants.md "Screen sizes"): dark, gold and green action buttons, a LINE-green
 * contact button, Kanit for Thai, breakpoints at 600/960/1280/1920 and the content container.
 */
export const siteConfig = defineConfig({
  cssVarsPrefix: 'gw',
  // Where the page carries Chakra's global styles (the member site's index.html, written by
  // scripts/vite-chakra-static-css.ts, which defines this), the patched createSystem leaves them out.
  ...(typeof __CHAKRA_GLOBAL_CSS_IN_HTML__ !== 'undefined' && { __globalCssInHtml: true }),
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body', minHeight: '100%' },
    body: { WebkitTapHighlightColor: 'transparent', overflowX: 'hidden' },
    a: { color: 'inherit', textDecoration: 'none' },
  },
  theme: {
    keyframes: {
      // The page loading bar grows to 85 % while loading; done fills and fades it (PageLoadingBar).
      loadbar: { from: { width: '0%' }, to: { width: '85%' } },
    },
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' },
    tokens: {
      fonts: {
        body: { value: "Kanit, 'Noto Sans Thai', Tahoma, system-ui, sans-serif" },
        heading: { value: "Kanit, 'Noto Sans Thai', Tahoma, system-ui, sans-serif" },
      },
      colors: {
        gold: {
          50: { value: '#fffbea' },
          100: { value: '#fff3c4' },
          200: { value: '#fce588' },
          300: { value: '#fadb5f' },
          400: { value: '#f7d04a' },
          500: { value: '#f5c542' },
          600: { value: '#de9b13' },
          700: { value: '#b7791f' },
          800: { value: '#8d5b0c' },
          900: { value: '#5c3b06' },
          950: { value: '#2e1d03' },
        },
        green: {
          50: { value: '#e9fbf0' },
          100: { value: '#c6f4d8' },
          200: { value: '#8fe8b1' },
          300: { value: '#5adb8b' },
          400: { value: '#34cf70' },
          500: { value: '#1fb85d' },
          600: { value: '#16994c' },
          700: { value: '#137a3f' },
          800: { value: '#0f5c31' },
          900: { value: '#0a3d21' },
          950: { value: '#052112' },
        },
        line: {
          300: { value: '#4fe08f' },
          400: { value: '#22d072' },
          500: { value: '#06c755' },
          700: { value: '#04993f' },
          800: { value: '#037a33' },
          900: { value: '#024f21' },
        },
        surface: {
          900: { value: '#0d0f14' },
          800: { value: '#14171f' },
          700: { value: '#1c2029' },
          600: { value: '#262b36' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.surface.900}' },
          subtle: { value: '{colors.surface.800}' },
          muted: { value: '{colors.surface.700}' },
          emphasized: { value: '{colors.surface.600}' },
          panel: { value: '{colors.surface.800}' },
        },
        gold: palette('gold', '{colors.gold.500}', '#2e1d03'),
        // White text on the solid green and LINE-green buttons (login, contact) needs the darker shades
        // to reach WCAG AA's 4.5:1 (green.500 gave 2.6:1, line.500 2.3:1; these give 5.4:1 and 5.5:1).
        green: palette('green', '{colors.green.700}', '#ffffff'),
        line: palette('line', '{colors.line.800}', '#ffffff'),
      },
    },
    recipes: {
      // docs/constants.md "Screen sizes": max width 1280 (1640 from 1904 px), padding 16 / 24 from 600 / 32 from 960.
      container: {
        base: {
          maxWidth: '1280px',
          // lg restated: Chakra's default container sets its own lg padding, which the merge would keep.
          px: { base: '16px', sm: '24px', md: '32px', lg: '32px' },
          '@media screen and (min-width: 1904px)': { maxWidth: '1640px' },
        },
      },
    },
  },
});

let created: SystemContext | undefined;

/**
 * The site's system, made on first use: creating it takes a phone tens of milliseconds, so the app's
 * start does it in tasks of its own (createSystemInSteps) rather than while its code is evaluated.
 */
export function getSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, chakraTheme, siteConfig);
  return created;
}

/**
 * The system made in short tasks, for the app's start on a phone: merging the configs, the token
 * dictionary pass by pass (the larger part), then the rest of `createSystem` with the prepared
 * dictionary. In one task it was the longest of the start (about 190 ms at Lighthouse's 4x CPU). Only
 * the patched Chakra takes the steps and the dictionary (scripts/chakra-patches.ts: the build, the dev
 * server and the web tests define `__CHAKRA_PREPARED_TOKENS__`); elsewhere this is `getSystem()`.
 */
export async function createSystemInSteps(yieldToMain: () => Promise<void>): Promise<SystemContext> {
  if (created || typeof __CHAKRA_PREPARED_TOKENS__ === 'undefined') return getSystem();
  const merged = mergeConfigs(defaultBaseConfig, chakraTheme, siteConfig);
  await yieldToMain();
  const theme = merged.theme ?? {};
  const { dictionary: tokens, steps } = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: merged.cssVarsPrefix ?? 'chakra',
    steps: true,
  });
  for (const step of steps) {
    step();
    await yieldToMain();
  }
  created ??= createSystem({ ...merged, __preparedTokens: tokens } as SystemConfig);
  return created;
}

/** The recipes of the first screen's elements (header, home, lobbies, results, odds). */
const FIRST_SCREEN_RECIPES = ['button', 'heading', 'container', 'badge', 'skeleton'] as const;

/**
 * Runs Chakra's style pipeline once per common recipe, each in a task of its own, before the first
 * render: the first element of a kind compiled its recipe (and the style code ran cold) inside one
 * unit of React's work, which time slicing cannot split (the first Button alone was about 50 ms of
 * main thread, 200 ms at Lighthouse's 4x CPU).
 */
export async function warmRecipes(yieldToMain: () => Promise<void>) {
  const system = getSystem();
  for (const key of FIRST_SCREEN_RECIPES) {
    system.getRecipeFn(key)({});
    await yieldToMain();
  }
}
