/** Responsible play: deposit limits and self-exclusion, shown on the deposit page. */
export { useLimits } from './queries';
export { ResponsiblePlayCard } from './ResponsiblePlayCard';
