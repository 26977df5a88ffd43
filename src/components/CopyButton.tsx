import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { CopyOutlineIcon } from '@/components/icons/outline';
import { TOAST_MS, toaster } from '@/components/toaster';
import { copyText } from '@/lib/copy';

const COPIED = 'คัดลอกแล้ว';

/** A copy button for an account number or phone: a Thai toast says it worked. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const done = await copyText(value);
    if (done) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toaster.create({ type: 'success', title: COPIED, description: value, duration: 1500 });
    } else {
      toaster.create({ type: 'error', title: 'คัดลอกไม่สำเร็จ กรุณาคัดลอกด้วยตนเอง', duration: TOAST_MS });
    }
  };
  return (
    <Button
      type="button"
      size="sm"
      variant={copied ? 'solid' : 'outline'}
      colorPalette="gold"
      flexShrink={0}
      aria-label={label}
      onClick={copy}
      css={{ '& svg': { width: '16px', height: '16px' } }}
    >
      <CopyOutlineIcon />
      {copied ? COPIED : 'คัดลอก'}
    </Button>
  );
}
