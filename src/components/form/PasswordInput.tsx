import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password input with a show/hide toggle (the toggle is outside the tab order's way: after the input). */
export function PasswordInput(props: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={shown ? 'ซ่อนรหัสผ่าน' : 'แสดงรหัสผ่าน'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          me="-2"
        >
          <EyeIcon open={shown} />
        </IconButton>
      }
    >
      <Input {...props} type={shown ? 'text' : 'password'} />
    </InputGroup>
  );
}
