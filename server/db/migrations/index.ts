import type { Migration } from 'kysely';
import * as m001 from './001_foundation';

/** Every migration in order. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
};
