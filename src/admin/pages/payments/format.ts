/** How long ago, in Thai: 'ไม่ถึง 1 นาที', '12 นาที', '2 ชม. 5 นาที', '3 วัน'. */
export function ageText(seconds: number): string {
  if (seconds < 60) return 'ไม่ถึง 1 นาที';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} นาที`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ชม. ${minutes % 60} นาที`;
  return `${Math.floor(hours / 24)} วัน`;
}

/** Reads an uploaded file as UTF-8 text (FileReader: in every browser and in the test DOM). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

/** A statement line's channel, in Thai. */
export const CHANNEL_NAMES: Record<'bank' | 'truemoney' | 'promptpay_qr', string> = {
  bank: 'ธนาคาร',
  truemoney: 'ทรูมันนี่',
  promptpay_qr: 'QR พร้อมเพย์',
};
