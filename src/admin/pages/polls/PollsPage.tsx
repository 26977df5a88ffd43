import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function PollsPage() {
  return <Heading size="lg">โพลทายผล</Heading>;
}
