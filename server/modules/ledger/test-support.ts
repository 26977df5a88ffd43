import { makeMember as makeTestMember, type TestContext } from '../../test';

/** A member with a main wallet at 0, created straight in the database (no HTTP, no rate limits); its id. */
export async function makeMember(t: TestContext): Promise<number> {
  return (await makeTestMember(t)).id;
}
