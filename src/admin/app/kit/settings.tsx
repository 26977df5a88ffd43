import { Alert, Box, Button, chakra, Flex, Heading, Switch, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { bangkokTime } from './format';
import { useManages } from './roles';

/** When and by whom a group of settings was saved last (null: never, the defaults apply). */
export type Updated = { at: string; by: string | null } | null | undefined;

export const updatedText = (updated: Updated) =>
  updated ? `บันทึกล่าสุด ${bangkokTime(updated.at)} โดย ${updated.by ?? 'ระบบ'}` : 'ยังไม่เคยบันทึก (ใช้ค่าเริ่มต้น)';

/**
 * A settings form's card: its title and help, the on/off switch, when and who saved it last, the
 * fields (every box locked for a role that only reads), the refusal, "saved", the save button.
 */
export function SettingsCard({
  title,
  help,
  toggle,
  updated,
  updatedId,
  state,
  savedText = `บันทึก${title}แล้ว`,
  onSubmit,
  children,
}: {
  title: string;
  help?: ReactNode;
  toggle?: { label?: string; checked: boolean; onChange: (on: boolean) => void };
  updated: Updated;
  /** The test id of the "saved last" line. */
  updatedId?: string;
  state: { failure: string | null; saved: boolean; mutation: { isPending: boolean } };
  savedText?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const manages = useManages();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <chakra.form onSubmit={submit} aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="5" noValidate>
      <Flex align="start" gap="4" mb="4" wrap="wrap">
        <Box>
          <Heading size="md">{title}</Heading>
          {help && (
            <Text fontSize="sm" color="gray.600">
              {help}
            </Text>
          )}
        </Box>
        <Box flex="1" />
        <Box textAlign="end">
          {toggle && (
            <Switch.Root checked={toggle.checked} disabled={!manages} onCheckedChange={(e) => toggle.onChange(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{toggle.label ?? 'เปิดใช้งาน'}</Switch.Label>
            </Switch.Root>
          )}
          <Text fontSize="xs" color="gray.600" mt="1" data-testid={updatedId}>
            {updatedText(updated)}
          </Text>
        </Box>
      </Flex>
      {/* A role that reads gets every box of the form locked at once. */}
      <chakra.fieldset disabled={!manages} border="0" p="0" m="0" minW="0">
        {children}
      </chakra.fieldset>
      {state.failure && (
        <Text role="alert" color="red.600" mt="3">
          {state.failure}
        </Text>
      )}
      {state.saved && (
        <Alert.Root status="success" mt="3" borderRadius="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{savedText}</Alert.Title>
        </Alert.Root>
      )}
      {manages && (
        <Button type="submit" colorPalette="blue" mt="4" loading={state.mutation.isPending} loadingText="กำลังบันทึก...">
          บันทึก
        </Button>
      )}
    </chakra.form>
  );
}
