import type { Config } from '../config';
import type { Db } from '../db';

/** What a command gets once the database is open, migrated and has its agent row. */
type OpsContext = { db: Db; config: Config; engine: 'pglite' | 'postgres' };

/**
 * What a task may answer instead of a line: its text and the exit code, for a command whose result
 * is a verdict rather than a failure (doctor: 1 while something blocks opening, with the report printed).
 */
export type OpsOutcome = { text: string; exitCode: number };

/**
 * One ops command, one file in commands/. `prepare` reads and checks the arguments before any
 * database is opened (bad input never touches data) and answers the task to run; the task answers
 * the one-line result, Thai then English (exit 0), or an OpsOutcome with its own exit code.
 */
export type OpsCommand = {
  name: string;
  usage: string;
  summary: string;
  prepare: (argv: string[], env: NodeJS.ProcessEnv) => (ctx: OpsContext) => Promise<string | OpsOutcome>;
};

/** Bad arguments: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}

/** A well-understood failure (e.g. the operator exists): the CLI prints the message and exits 1. */
export class OpsFailure extends Error {}
