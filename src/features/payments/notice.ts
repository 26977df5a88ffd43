import { Errors } from '@contract/errors';

/** Deposit failures about one field (the amount, the chosen account): shown beside that field. */
export const DEPOSIT_ERROR_FIELDS: Record<number, string> = {
  [Errors.DEPOSIT_BELOW_MIN.code]: 'amount',
  [Errors.DEPOSIT_ABOVE_MAX.code]: 'amount',
  [Errors.DEPOSIT_LIMIT_EXCEEDED.code]: 'amount',
  [Errors.DEPOSIT_ACCOUNT_NOT_FOUND.code]: 'account_id',
};
