import { AdminOperatorCreate } from '@contract/admin';
import { Errors } from '@contract/errors';
import { AppError } from '../../lib/reply';
import { createOperator } from '../../modules/admin';
import { parseOptions } from '../args';
import { type OpsCommand, OpsFailure, UsageError } from '../command';

/** English beside the contract's Thai message, for whoever reads the terminal. */
const ENGLISH: Record<string, string> = {
  username: 'username must be 3-32 characters of a-z 0-9 _ .',
  password: 'password must be 10-128 characters with at least one letter and one digit (--password or OPS_PASSWORD)',
  role: 'role must be admin, finance or support',
  display_name: 'display name must be 1-60 characters',
};

export const createOperatorCommand: OpsCommand = {
  name: 'create-operator',
  usage: 'create-operator --username NAME --password PASS [--role admin|finance|support] [--name "Display name"]',
  summary: 'สร้างบัญชีผู้ดูแลระบบ / create an operator account (password may come from OPS_PASSWORD)',
  prepare(argv, env) {
    const opts = parseOptions(argv, ['username', 'password', 'role', 'name']);
    const parsed = AdminOperatorCreate.safeParse({
      username: opts.username,
      // The environment keeps the password out of the shell history and the process list.
      password: opts.password ?? env.OPS_PASSWORD,
      role: opts.role,
      display_name: opts.name,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      throw new UsageError(`${issue.message} / ${ENGLISH[field] ?? 'invalid input'}`);
    }
    const input = parsed.data;
    return async ({ db }) => {
      try {
        const op = await createOperator(db, input);
        return `สร้างผู้ดูแลระบบ ${op.username} (${op.role}) เรียบร้อยแล้ว / operator ${op.username} created with role ${op.role} (id ${op.id})`;
      } catch (err) {
        if (err instanceof AppError && err.def.code === Errors.OPERATOR_EXISTS.code) {
          throw new OpsFailure(
            `${Errors.OPERATOR_EXISTS.message}: ${input.username} / OPERATOR_EXISTS: operator ${input.username} already exists`,
          );
        }
        throw err;
      }
    };
  },
};
