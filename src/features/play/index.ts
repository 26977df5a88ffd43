/** The in-house game clients under /play (none of the member-area code): the page and its search. */
export { parsePlaySearch } from './search';

export const loadPlayPage = () => import('./PlayPage');
