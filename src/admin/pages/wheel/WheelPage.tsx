import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function WheelPage() {
  return <Heading size="lg">กงล้อนำโชค</Heading>;
}
