import { Box, Button, Image, Skeleton, Stack } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { DownloadOutlineIcon } from '@/components/icons/outline';

/** The QR of `value` as an SVG data URL (drawn here, in the browser: no canvas, no request). */
export async function qrDataUrl(value: string): Promise<string> {
  const svg = await QRCode.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The referral link's QR, white on the dark page so any phone camera reads it, with a save link. */
export function QrCode({ value, alt, fileName }: { value: string; alt: string; fileName: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    qrDataUrl(value).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Stack gap="2" align="center" w={{ base: '200px', sm: '180px' }} mx={{ base: 'auto', sm: '0' }} flexShrink={0}>
      <Box bg="white" rounded="xl" p="2" w="full" aspectRatio="1">
        {src ? <Image src={src} alt={alt} w="full" h="full" display="block" /> : <Skeleton w="full" h="full" rounded="md" />}
      </Box>
      {src && (
        <Button asChild size="xs" variant="ghost" colorPalette="gold">
          <a href={src} download={fileName}>
            <DownloadOutlineIcon size={16} />
            บันทึก QR โค้ด
          </a>
        </Button>
      )}
    </Stack>
  );
}
