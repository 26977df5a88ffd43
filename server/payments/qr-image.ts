import QRCode from 'qrcode';

/** The QR as a PNG data URL an <img> shows. Medium error correction survives screen glare and resizing. */
export function qrImageDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' });
}
