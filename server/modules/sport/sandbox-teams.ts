/**
 * The sandbox feed's leagues and teams (docs/sport.md "Sandbox feed"): real-looking names in Thai
 * and English, each team with a strength (expected goals scale) so prices and scores look plausible,
 * each league with its usual kick-off slots in Bangkok time (European evenings are Thai nights).
 */
export type SandboxTeam = { th: string; en: string; strength: number };
export type SandboxLeague = {
  feed_id: string;
  name_th: string;
  name_en: string;
  country: string;
  sort: number;
  /** Bangkok 'HH:MM'. */
  slots: string[];
  teams: SandboxTeam[];
};

const t = (th: string, en: string, strength: number): SandboxTeam => ({ th, en, strength });

export const SANDBOX_LEAGUES: SandboxLeague[] = [
  {
    feed_id: 'sbx-epl',
    name_th: 'พรีเมียร์ลีก อังกฤษ',
    name_en: 'English Premier League',
    country: 'England',
    sort: 10,
    slots: ['02:00', '19:30', '22:00'],
    teams: [
      t('อาร์เซนอล', 'Arsenal', 1.5),
      t('แอสตัน วิลล่า', 'Aston Villa', 1.2),
      t('บอร์นมัธ', 'Bournemouth', 0.95),
      t('เบรนท์ฟอร์ด', 'Brentford', 0.95),
      t('ไบรท์ตัน', 'Brighton & Hove Albion', 1.05),
      t('เชลซี', 'Chelsea', 1.3),
      t('คริสตัล พาเลซ', 'Crystal Palace', 0.95),
      t('เอฟเวอร์ตัน', 'Everton', 0.85),
      t('ฟูแล่ม', 'Fulham', 0.9),
      t('ลิเวอร์พูล', 'Liverpool', 1.55),
      t('แมนเชสเตอร์ ซิตี้', 'Manchester City', 1.55),
      t('แมนเชสเตอร์ ยูไนเต็ด', 'Manchester United', 1.1),
      t('นิวคาสเซิล ยูไนเต็ด', 'Newcastle United', 1.2),
      t('น็อตติงแฮม ฟอเรสต์', 'Nottingham Forest', 1.0),
      t('ท็อตแนม ฮอทสเปอร์', 'Tottenham Hotspur', 1.15),
      t('เวสต์แฮม ยูไนเต็ด', 'West Ham United', 0.95),
      t('วูล์ฟแฮมป์ตัน', 'Wolverhampton Wanderers', 0.85),
    ],
  },
  {
    feed_id: 'sbx-laliga',
    name_th: 'ลาลีกา สเปน',
    name_en: 'Spanish La Liga',
    country: 'Spain',
    sort: 20,
    slots: ['01:00', '03:00', '21:15', '23:30'],
    teams: [
      t('เรอัล มาดริด', 'Real Madrid', 1.55),
      t('บาร์เซโลนา', 'Barcelona', 1.55),
      t('แอตเลติโก มาดริด', 'Atletico Madrid', 1.3),
      t('เซบีย่า', 'Sevilla', 0.95),
      t('เรอัล โซเซียดาด', 'Real Sociedad', 1.0),
      t('บียาร์เรอัล', 'Villarreal', 1.1),
      t('เรอัล เบติส', 'Real Betis', 1.05),
      t('แอธเลติก บิลเบา', 'Athletic Bilbao', 1.15),
      t('บาเลนเซีย', 'Valencia', 0.9),
      t('ฌิโรน่า', 'Girona', 1.0),
      t('เซลต้า บีโก้', 'Celta Vigo', 0.9),
      t('โอซาซูน่า', 'Osasuna', 0.85),
    ],
  },
  {
    feed_id: 'sbx-seriea',
    name_th: 'กัลโช่ เซเรีย อา',
    name_en: 'Italian Serie A',
    country: 'Italy',
    sort: 30,
    slots: ['00:30', '02:45', '20:00', '23:00'],
    teams: [
      t('อินเตอร์ มิลาน', 'Inter', 1.45),
      t('เอซี มิลาน', 'AC Milan', 1.2),
      t('ยูเวนตุส', 'Juventus', 1.25),
      t('นาโปลี', 'Napoli', 1.35),
      t('โรมา', 'AS Roma', 1.1),
      t('ลาซิโอ', 'Lazio', 1.05),
      t('อตาลันต้า', 'Atalanta', 1.25),
      t('ฟิออเรนติน่า', 'Fiorentina', 1.0),
      t('โบโลญญา', 'Bologna', 1.0),
      t('โตรีโน่', 'Torino', 0.9),
      t('อูดิเนเซ่', 'Udinese', 0.85),
      t('เจนัว', 'Genoa', 0.85),
    ],
  },
  {
    feed_id: 'sbx-bundesliga',
    name_th: 'บุนเดสลีกา เยอรมนี',
    name_en: 'German Bundesliga',
    country: 'Germany',
    sort: 40,
    slots: ['01:30', '20:30', '23:30'],
    teams: [
      t('บาเยิร์น มิวนิค', 'Bayern Munich', 1.65),
      t('โบรุสเซีย ดอร์ทมุนด์', 'Borussia Dortmund', 1.3),
      t('แอร์เบ ไลป์ซิก', 'RB Leipzig', 1.2),
      t('ไบเออร์ เลเวอร์คูเซ่น', 'Bayer Leverkusen', 1.35),
      t('ไอน์ทรัค แฟรงค์เฟิร์ต', 'Eintracht Frankfurt', 1.1),
      t('สตุ๊ตการ์ท', 'VfB Stuttgart', 1.1),
      t('โวล์ฟสบวร์ก', 'Wolfsburg', 0.95),
      t('โบรุสเซีย มึนเช่นกลัดบัค', 'Borussia Monchengladbach', 0.95),
      t('ไฟรบวร์ก', 'SC Freiburg', 1.0),
      t('แวร์เดอร์ เบรเมน', 'Werder Bremen', 0.95),
      t('อูนิโอน เบอร์ลิน', 'Union Berlin', 0.85),
      t('ฮอฟเฟ่นไฮม์', 'Hoffenheim', 0.95),
    ],
  },
  {
    feed_id: 'sbx-thaileague',
    name_th: 'ไทยลีก',
    name_en: 'Thai League 1',
    country: 'Thailand',
    sort: 5,
    slots: ['17:00', '18:00', '19:00'],
    teams: [
      t('บุรีรัมย์ ยูไนเต็ด', 'Buriram United', 1.5),
      t('แบงค็อก ยูไนเต็ด', 'Bangkok United', 1.25),
      t('บีจี ปทุม ยูไนเต็ด', 'BG Pathum United', 1.25),
      t('การท่าเรือ เอฟซี', 'Port FC', 1.2),
      t('เมืองทอง ยูไนเต็ด', 'Muangthong United', 1.05),
      t('เชียงราย ยูไนเต็ด', 'Chiangrai United', 0.95),
      t('ราชบุรี เอฟซี', 'Ratchaburi FC', 1.0),
      t('ชลบุรี เอฟซี', 'Chonburi FC', 0.95),
      t('สุโขทัย เอฟซี', 'Sukhothai FC', 0.85),
      t('โปลิศ เทโร', 'Police Tero', 0.9),
      t('พีที ประจวบ', 'PT Prachuap', 0.9),
      t('นครราชสีมา เอฟซี', 'Nakhon Ratchasima FC', 0.85),
    ],
  },
];
