import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** The game area's full-screen states: a lost session (reopen from the lobby), a failure, loading. */
export function FullScreenMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Flex minH="100dvh" align="center" justify="center" p="6" bg="radial-gradient(ellipse at top, #0f3d22 0%, #04140b 60%, #000 100%)">
      <Box
        role="alert"
        textAlign="center"
        maxW="420px"
        w="full"
        bg="blackAlpha.600"
        borderWidth="1px"
        borderColor="gold.800"
        rounded="2xl"
        px="6"
        py="10"
      >
        <Heading as="h1" size="xl" color="gold.300" mb="3">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {children && <Box mt="6">{children}</Box>}
      </Box>
    </Flex>
  );
}

/** A lost or invalid game link: the member closes the game and opens it again from the lobby. */
export function ReopenMessage({ text }: { text: string }) {
  return (
    <FullScreenMessage title="กรุณาเปิดเกมใหม่" text={text}>
      <Text fontSize="sm" color="fg.muted" mb="4">
        ปิดหน้าต่างเกมนี้ แล้วเลือกเกมจากหน้าล็อบบี้อีกครั้ง
      </Text>
      {/* _top: inside the launcher's frame, the lobby replaces the whole page. */}
      <Button asChild colorPalette="gold" rounded="full" px="8">
        <a href="/" target="_top">
          กลับหน้าล็อบบี้
        </a>
      </Button>
    </FullScreenMessage>
  );
}

export function GameLoading({ label = 'กำลังโหลดเกม' }: { label?: string }) {
  return (
    <Flex flex="1" minH="60dvh" direction="column" align="center" justify="center" gap="3" role="status">
      <Spinner color="gold.400" size="lg" />
      <Text color="fg.muted">{label}</Text>
    </Flex>
  );
}
