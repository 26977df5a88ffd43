/** The QR as a PNG data URL an <img> shows. Medium error correction survives screen glare and resizing. */
export async function qrImageDataUrl(payload: string): Promise<string> {
  // Loaded on the first QR, not at start: qrcode and pngjs are only needed here (docs/startup.md).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' });
}
