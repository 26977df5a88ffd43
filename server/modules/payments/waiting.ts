import type { Db } from '../../db';
import './tables';

/** How many statement lines wait for an operator to match them (the back office dashboard's counter). */
export async function depositLinesWaiting(db: Db): Promise<number> {
  const r = await db
    .selectFrom('bank_statement_line')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'review')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
