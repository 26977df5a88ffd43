/**
 * The app's UI library stage (src/start.tsx): importing this evaluates Chakra, emotion and zag (the
 * build puts them in the `app-ui` chunk with this module) in a task of their own.
 */
export { getSystem } from '@/theme/system';
