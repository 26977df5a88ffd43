import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form opened in the page above a list (create or edit): its title with "ปิด", the fields, a
 * refusal, and the save and cancel buttons.
 */
export function PanelForm({
  title,
  onClose,
  onSubmit,
  busy,
  failure,
  submit = 'บันทึก',
  note,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  failure?: string | null;
  submit?: string;
  /** A line under the refusal (e.g. "fix the fields in red"). */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-label={title}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p="5"
      mb="5"
    >
      <Flex justify="space-between" align="center" mb="4">
        <Heading size="md">{title}</Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>
          ปิด
        </Button>
      </Flex>
      {children}
      {failure && (
        <Text role="alert" color="red.600" mt="3">
          {failure}
        </Text>
      )}
      {note}
      <Flex gap="2" mt="4">
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="กำลังบันทึก...">
          {submit}
        </Button>
        <Button variant="outline" onClick={onClose}>
          ยกเลิก
        </Button>
      </Flex>
    </Box>
  );
}
