import { Heading } from '@chakra-ui/react';

/** Issue 17 fills this page in. */
export function ShopPage() {
  return <Heading size="lg">ร้านแลกแต้ม</Heading>;
}
