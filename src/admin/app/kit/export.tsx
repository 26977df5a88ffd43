import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-error';
import { type CsvColumn, downloadText, fetchAllPages, toCsv } from './csv';

/** "ส่งออก CSV": fetches every row of the current view (fetchAllPages) and saves it (toCsv). */
export function ExportButton<T>({
  filename,
  columns,
  fetchPage,
  text = 'ส่งออก CSV',
  label,
  size = 'sm',
}: {
  filename: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  /** The button's text, and its accessible name when several stand in one list. */
  text?: string;
  label?: string;
  size?: 'xs' | 'sm';
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      downloadText(filename, toCsv(await fetchAllPages(fetchPage), columns));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex align="center" gap="2">
      <Button size={size} variant="outline" onClick={run} loading={busy} loadingText="กำลังส่งออก..." aria-label={label}>
        {text}
      </Button>
      {error !== null && (
        <Text role="alert" fontSize="sm" color="red.700">
          {failureMessage(error)}
        </Text>
      )}
    </Flex>
  );
}
