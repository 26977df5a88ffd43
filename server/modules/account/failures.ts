import { type ErrorDef, Errors } from '@contract/errors';
import { fail } from '../../lib/reply';
import { uniqueViolation } from './members';

/** A business failure tied to one form field: HTTP 200 with data.fields, so the form shows it beside that field. */
export function failOnField(def: ErrorDef, field: string, message: string = def.message): never {
  fail(def, { fields: { [field]: message } }, message);
}

/** Maps a unique-constraint violation of the account tables to the member's Thai answer; rethrows anything else. */
export function failOnUniqueViolation(err: unknown): never {
  switch (uniqueViolation(err)) {
    case 'phone':
      return failOnField(Errors.PHONE_TAKEN, 'phone');
    case 'bank_account':
      return failOnField(Errors.BANK_ACCOUNT_TAKEN, 'bank_account_number');
    case 'second_bank_account':
      return fail(Errors.BANK_ACCOUNT_LIMIT);
    default:
      throw err;
  }
}
