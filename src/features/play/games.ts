/** The in-house games' Thai names, for the verify form's game choice (a round names its game by id). */
export const HOUSE_GAME_NAMES: Readonly<Record<string, string>> = {
  'siam-treasure': 'สมบัติสยาม (สล็อต)',
  baccarat: 'บาคาร่า',
  hilo: 'ไฮโล',
  'golden-fish': 'ยิงปลาทองคำ',
};
