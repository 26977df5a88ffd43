import type { LaunchFinding, LaunchKey } from '@contract/admin-launch';

/** One pre-opening check: no finding when all is well, otherwise what is wrong and where it is fixed. */
export type Finding = LaunchFinding;

export const block = (key: LaunchKey, th: string, en: string, fix: string): Finding => ({ key, severity: 'block', th, en, fix });
export const warn = (key: LaunchKey, th: string, en: string, fix: string): Finding => ({ key, severity: 'warn', th, en, fix });
