import { Button, Flex, Text } from '@chakra-ui/react';

/** Previous / next under a paged list, with "หน้า 2 จาก 5"; nothing when everything fits one page. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  busy,
  onPage,
}: {
  /** What the list is, for assistive technology: "หน้าของรายชื่อเพื่อน". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Flex as="nav" aria-label={label} align="center" justify="space-between" gap="3" mt="3">
      <Button size="sm" variant="outline" colorPalette="gold" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        ก่อนหน้า
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        หน้า {page} จาก {pages}
      </Text>
      <Button size="sm" variant="outline" colorPalette="gold" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        ถัดไป
      </Button>
    </Flex>
  );
}
