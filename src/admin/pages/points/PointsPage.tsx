import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function PointsPage() {
  return <Heading size="lg">แต้มและ VIP</Heading>;
}
