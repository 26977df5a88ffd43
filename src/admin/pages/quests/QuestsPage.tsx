import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function QuestsPage() {
  return <Heading size="lg">ภารกิจและกิจกรรม</Heading>;
}
