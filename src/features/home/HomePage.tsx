import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { agentConfigQuery } from '@/features/agent';
import { useUserInfo } from '@/features/member';
import { isLoggedInAtom } from '@/state/auth';
import { BannerCarousel } from './BannerCarousel';
import { CategoryTiles } from './CategoryTiles';

/** Visitors: a clear way to register or log in. Members: a greeting and the way to their area. */
function Welcome() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const info = useUserInfo();
  // The operator's welcome text (ตั้งค่าเว็บไซต์ > ข้อความต้อนรับ) replaces the built-in line when set.
  const opening = useQuery(agentConfigQuery).data?.info.opening_text?.trim();
  if (loggedIn) {
    return (
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        gap="4"
        p={{ base: '4', sm: '6' }}
        rounded="2xl"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <Box>
          <Heading as="h1" size={{ base: 'lg', sm: 'xl' }}>
            สวัสดี คุณ{info.data?.first_name ?? ''}
          </Heading>
          <Text color="fg.muted" fontSize="sm" whiteSpace="pre-line" data-testid={opening ? 'opening-text' : undefined}>
            {opening || 'ขอให้สนุกกับเกมและโชคดีทุกการเดิมพัน'}
          </Text>
        </Box>
        <HStack gap="3">
          <Button asChild size="lg" colorPalette="gold" flex={{ base: '1', sm: 'none' }}>
            <Link to="/member/deposit">ฝากเงิน</Link>
          </Button>
          <Button asChild size="lg" colorPalette="green" variant="outline" flex={{ base: '1', sm: 'none' }}>
            <Link to="/member">หน้าสมาชิก</Link>
          </Button>
        </HStack>
      </Flex>
    );
  }
  return (
    <Stack
      gap="4"
      p={{ base: '5', sm: '8' }}
      rounded="2xl"
      bgGradient="to-br"
      gradientFrom="gold.900"
      gradientTo="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      textAlign={{ base: 'center', sm: 'start' }}
    >
      <Box>
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} color="gold.fg">
          สมัครสมาชิกวันนี้ เล่นได้ทุกเกมในบัญชีเดียว
        </Heading>
        <Text color="fg.muted" mt="1" whiteSpace="pre-line" data-testid={opening ? 'opening-text' : undefined}>
          {opening || 'สล็อต คาสิโน ยิงปลา กีฬา และหวย ฝาก-ถอนผ่านบัญชีธนาคารของคุณ'}
        </Text>
      </Box>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild size="xl" colorPalette="gold">
          <Link to="/register">สมัครสมาชิก</Link>
        </Button>
        <Button asChild size="xl" colorPalette="green" variant="outline">
          <Link to="/login">เข้าสู่ระบบ</Link>
        </Button>
      </Flex>
    </Stack>
  );
}

/** The agent's contact: the LINE link, the LINE id and the phone (agent config info), each when set. */
function Contact() {
  const config = useQuery(agentConfigQuery);
  const url = config.data?.info.line_contact_url;
  const lineId = config.data?.info.line_id;
  const phone = config.data?.info.phone;
  if (!url && !lineId && !phone) return null;
  return (
    <Flex
      as="section"
      aria-label="ติดต่อเรา"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
      p={{ base: '4', sm: '6' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      textAlign={{ base: 'center', sm: 'start' }}
    >
      <Box>
        <Heading as="h2" size="md">
          มีคำถาม? ติดต่อแอดมิน
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          สอบถามการสมัคร ฝาก-ถอน และโปรโมชั่นได้ทาง LINE
        </Text>
        {(lineId || phone) && (
          <Text fontSize="sm" mt="1" data-testid="contact-details">
            {lineId && <>LINE ID: {lineId}</>}
            {lineId && phone && ' · '}
            {phone && (
              <>
                โทร <a href={`tel:${phone}`}>{phone}</a>
              </>
            )}
          </Text>
        )}
      </Box>
      {url && (
        <Button asChild size="lg" colorPalette="line" w={{ base: 'full', sm: 'auto' }}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            ติดต่อทาง LINE
          </a>
        </Button>
      )}
    </Flex>
  );
}

export function HomePage() {
  return (
    <Container py={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '5', sm: '8' }}>
        <BannerCarousel />
        <Welcome />
        <CategoryTiles />
        <Contact />
      </Stack>
    </Container>
  );
}
