/**
 * LINE LIFF pages (docs/line.md): the `liff` layout and the /liff/{name} page. The page (and with it
 * @line/liff) is its own chunk, loaded only on /liff routes.
 */
export { LiffLayout } from './LiffLayout';
export { liffPageParam, OUTSIDE_LINE } from './pages';

export const loadLiffPage = () => import('./LiffPage');
