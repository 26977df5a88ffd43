/** Thai month names, January first, as members read them on draws, statements and birth dates. */
export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** The Buddhist era runs 543 years ahead of the Gregorian calendar. */
export const BE_OFFSET = 543;
