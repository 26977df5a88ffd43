import { Input, type InputProps } from '@chakra-ui/react';

/** A Thai mobile number: the numeric keypad on phones, the browser's saved number offered. */
export function PhoneInput(props: InputProps) {
  return <Input type="tel" inputMode="numeric" autoComplete="tel" placeholder="0812345678" maxLength={12} size="lg" {...props} />;
}
