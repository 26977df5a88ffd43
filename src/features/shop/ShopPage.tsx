import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ShopItem } from '@contract/shop';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { RedeemOutlineIcon } from '@/components/icons/outline';
import { QueryBoundary } from '@/components/query/QueryBoundary';
import { isLoggedInAtom } from '@/state/auth';
import { pointsText } from './format';
import { History } from './History';
import { ItemImage } from './Illustration';
import { shopListQuery } from './queries';
import { RedeemDialog } from './RedeemDialog';

function ItemCard({ item, signedIn, onRedeem }: { item: ShopItem; signedIn: boolean; onRedeem: (i: ShopItem) => void }) {
  const soldOut = item.sold_out;
  const limitDone = signedIn && !soldOut && item.remaining === 0;
  return (
    <Flex
      direction="column"
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor={soldOut ? 'border.muted' : 'gold.800'}
      bg="bg.panel"
      opacity={soldOut ? 0.6 : 1}
      data-testid="shop-item"
      aria-label={item.name}
      role="group"
    >
      <Box position="relative">
        <ItemImage image={item.image} alt={item.name} />
        {soldOut && (
          <Badge position="absolute" top="2" insetStart="2" colorPalette="red" variant="solid">
            หมดแล้ว
          </Badge>
        )}
        {item.min_vip_level > 0 && (
          <Badge position="absolute" top="2" insetEnd="2" colorPalette="gold" variant="solid">
            {item.min_vip_name} ขึ้นไป
          </Badge>
        )}
      </Box>
      <Stack gap="1" p="3" flex="1">
        <Text fontWeight="bold" lineClamp={2}>
          {item.name}
        </Text>
        <Text color="gold.300" fontWeight="bold" data-testid="shop-item-cost">
          {pointsText(item.points_cost)} แต้ม
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="shop-item-stock">
          {soldOut ? 'หมดแล้ว' : item.stock !== null ? `เหลือ ${item.stock.toLocaleString('th-TH')} ชิ้น` : 'ไม่จำกัดจำนวน'}
          {item.per_member_limit !== null ? ` · ท่านละ ${item.per_member_limit} ชิ้น` : ''}
        </Text>
        {!item.available && (
          <Text fontSize="xs" color="orange.300">
            ยังไม่เปิดให้แลก
          </Text>
        )}
        <Box flex="1" />
        {signedIn ? (
          <Button
            mt="2"
            size="sm"
            colorPalette={item.can_afford ? 'green' : 'gray'}
            variant={item.can_afford ? 'solid' : 'outline'}
            disabled={soldOut || limitDone || !item.available}
            onClick={() => onRedeem(item)}
            aria-label={`แลก ${item.name}`}
          >
            {soldOut ? 'หมดแล้ว' : limitDone ? 'แลกครบแล้ว' : item.can_afford ? 'แลกเลย' : 'แต้มไม่พอ'}
          </Button>
        ) : (
          <Button mt="2" size="sm" asChild colorPalette="gold" variant="outline">
            <Link to="/login">เข้าสู่ระบบเพื่อแลก</Link>
          </Button>
        )}
      </Stack>
    </Flex>
  );
}

function Items({ signedIn }: { signedIn: boolean }) {
  const data = useSuspenseQuery(shopListQuery(signedIn)).data;
  const [open, setOpen] = useState<ShopItem | null>(null);
  return (
    <Stack gap={{ base: '4', sm: '5' }}>
      {signedIn && (
        <Flex
          rounded="2xl"
          borderWidth="1px"
          borderColor="gold.700"
          bgGradient="to-r"
          gradientFrom="gold.950"
          gradientTo="bg.panel"
          p={{ base: '4', sm: '5' }}
          align="center"
          justify="space-between"
          gap="3"
        >
          <Text color="fg.muted">แต้มสะสมของท่าน</Text>
          <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold" color="gold.300">
            <span data-testid="shop-points">{pointsText(data.points ?? 0)}</span> แต้ม
          </Text>
        </Flex>
      )}
      {data.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          ยังไม่มีของรางวัลให้แลกในขณะนี้
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap={{ base: '3', sm: '4' }}>
          {data.items.map((i) => (
            <ItemCard key={i.id} item={i} signedIn={signedIn} onRedeem={setOpen} />
          ))}
        </SimpleGrid>
      )}
      {signedIn && <RedeemDialog item={open} lastAddress={data.last_address} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function LoginPrompt() {
  return (
    <Box
      rounded="2xl"
      borderWidth="1px"
      borderColor="gold.800"
      bgGradient="to-br"
      gradientFrom="gold.950"
      gradientTo="bg.panel"
      p={{ base: '4', sm: '6' }}
      textAlign="center"
    >
      <Text mb="4">สมัครสมาชิกหรือเข้าสู่ระบบ เพื่อสะสมแต้มและแลกของรางวัล</Text>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center">
        <Button asChild colorPalette="gold" size="lg" minW={{ sm: '48' }}>
          <Link to="/register">สมัครสมาชิก</Link>
        </Button>
        <Button asChild colorPalette="green" size="lg" minW={{ sm: '48' }}>
          <Link to="/login">เข้าสู่ระบบ</Link>
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * /redeem "แลกของรางวัล": the member's points at the top, the items as cards (picture, name, cost in
 * points, stock left, sold out), a dialog to redeem one (quantity, the server's calc, the address
 * for physical items, "ยืนยันการแลก"), and the member's orders ("ประวัติการแลก"). Visitors see the
 * items with the way to register or log in.
 */
export function ShopPage() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <Container py={{ base: '4', sm: '6' }} maxW="1120px">
      <Flex align="center" gap="3" mb="4">
        <Box color="gold.400" flexShrink={0} aria-hidden>
          <RedeemOutlineIcon size={36} />
        </Box>
        <Box>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
            แลกของรางวัล
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            ใช้แต้มสะสมแลกเครดิตฟรี ฟรีสปิน และของรางวัลจัดส่งถึงบ้าน
          </Text>
        </Box>
      </Flex>
      <Stack gap={{ base: '5', sm: '6' }}>
        {!signedIn && <LoginPrompt />}
        <QueryBoundary
          fallback={
            <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="4">
              {[1, 2, 3, 4].map((k) => (
                <Skeleton key={k} h="64" rounded="2xl" />
              ))}
            </SimpleGrid>
          }
        >
          <Items signedIn={signedIn} />
        </QueryBoundary>
        {signedIn && <History />}
      </Stack>
    </Container>
  );
}
