import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** What a visitor sees instead of the bills: why, and the way in (login or register). */
export function LoginPrompt() {
  return (
    <Box
      textAlign="center"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="gold.900"
      rounded="2xl"
      px="6"
      py={{ base: '10', sm: '14' }}
      maxW="560px"
      mx="auto"
    >
      <Heading as="h2" size="lg" color="gold.300" mb="2">
        กรุณาเข้าสู่ระบบ
      </Heading>
      <Text color="fg.muted" mb="6">
        เข้าสู่ระบบเพื่อดูโพยหวย ผลรางวัล และยกเลิกโพยของคุณ
      </Text>
      <Flex gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="green" size="lg" minW="40">
          <Link to="/login">เข้าสู่ระบบ</Link>
        </Button>
        <Button asChild colorPalette="gold" variant="outline" size="lg" minW="40">
          <Link to="/register">สมัครสมาชิก</Link>
        </Button>
      </Flex>
    </Box>
  );
}
