import { Alert } from '@chakra-ui/react';

/** A form-level Thai message (business error, network failure) above the submit button. */
export function FormAlert({ message, status = 'error' }: { message?: string | null; status?: 'error' | 'success' | 'info' | 'warning' }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} rounded="lg">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  );
}
