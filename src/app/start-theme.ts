/**
 * The app's theme stage (src/start.tsx): importing this evaluates Chakra's theme (recipes, tokens,
 * the base preset) and the site's system module (the build's `app-theme` chunk) in a task of its own.
 */
export { createSystemInSteps, warmRecipes } from '@/theme/system';
