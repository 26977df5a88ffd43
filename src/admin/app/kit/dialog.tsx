import { Alert, Button, CloseButton, Dialog, Field, Grid, Portal, Text, Textarea } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

/**
 * A dialog with a form over the page: its title, the fields, a refusal from the server under them,
 * and "ปิด" beside the confirming button (busy while the call runs). Escape or the backdrop close it.
 */
export function DialogForm({
  open = true,
  title,
  onClose,
  onSubmit,
  busy,
  confirm,
  colour = 'blue',
  cancel = 'ปิด',
  refusal,
  size = 'md',
  label,
  children,
}: {
  open?: boolean;
  /** The form's accessible name (defaults to none: the dialog's title names it). */
  label?: string;
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  confirm: ReactNode;
  colour?: string;
  cancel?: string;
  /** The server's refusal (a Thai message), shown under the fields. */
  refusal?: string | null;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
              noValidate
              aria-label={label}
              // Content is a flex column whose body scrolls ("inside"): the form between them must be one
              // too, or a tall form on a phone pushes the footer's buttons out of the dialog.
              style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {children}
                {refusal && (
                  <Alert.Root status="error" mt="4" borderRadius="md" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancel}
                </Button>
                <Button type="submit" colorPalette={colour} loading={busy}>
                  {confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog over the page without a form of its own: closed by its button, Escape or the backdrop. */
export function Modal({
  title,
  onClose,
  children,
  size = 'md',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={size} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="ปิด" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The reason an action needs (5-200 letters; who reads it goes in the label), its error under it. */
export function ReasonField({
  value,
  onChange,
  error,
  label = 'เหตุผล (บันทึกในประวัติการใช้งาน)',
  help = '5-200 ตัวอักษร',
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  label?: string;
  help?: string;
}) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea value={value} maxLength={200} rows={3} onChange={(e) => onChange(e.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** What a dialog acts on, as label and value lines. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode] | false | null | undefined)[] }) {
  return (
    <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" mb="4">
      {rows.map(
        (row) =>
          row && (
            <Fragment key={row[0]}>
              <Text color="gray.600">{row[0]}</Text>
              {typeof row[1] === 'string' || typeof row[1] === 'number' ? <Text>{row[1]}</Text> : row[1]}
            </Fragment>
          ),
      )}
    </Grid>
  );
}
