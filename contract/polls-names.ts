/**
 * The code of POLL_NOT_FOUND (contract/errors.ts): a poll id that does not exist. Here so the polls
 * reads, which the first chunk carries with the routes, tell it apart without the whole error catalogue.
 */
export const POLL_NOT_FOUND_CODE = 3560;
