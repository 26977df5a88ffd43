import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
};

/**
 * A labelled field with its Thai error right under it (client rule or the server's 422 message).
 * Required fields are marked for assistive technology only; optional ones say "(ไม่บังคับ)" in their label.
 */
export function FormField({ label, error, helper, required, children }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="sm" color="fg.muted">
        {label}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
