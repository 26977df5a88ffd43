import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function FreeSpinsPage() {
  return <Heading size="lg">ฟรีสปิน</Heading>;
}
