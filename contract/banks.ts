/**
 * Thai banks by their Bank of Thailand code, with the Thai name members know and the account
 * number lengths each bank issues. Shared by registration, the profile and (later) payments.
 */
type Bank = { code: string; short: string; nameTh: string; color: string; accountLengths: number[] };

export const THAI_BANKS: readonly Bank[] = [
  { code: '002', short: 'BBL', nameTh: 'ธนาคารกรุงเทพ', color: '#1e4598', accountLengths: [10] },
  { code: '004', short: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', color: '#138f2d', accountLengths: [10] },
  { code: '006', short: 'KTB', nameTh: 'ธนาคารกรุงไทย', color: '#1ba5e1', accountLengths: [10] },
  { code: '011', short: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', color: '#0050f0', accountLengths: [10] },
  { code: '014', short: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', color: '#4e2e7f', accountLengths: [10] },
  { code: '022', short: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', color: '#7e2f36', accountLengths: [10] },
  { code: '024', short: 'UOBT', nameTh: 'ธนาคารยูโอบี', color: '#0b3979', accountLengths: [10] },
  { code: '025', short: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', color: '#fec43b', accountLengths: [10] },
  { code: '030', short: 'GSB', nameTh: 'ธนาคารออมสิน', color: '#eb198d', accountLengths: [12] },
  { code: '033', short: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', color: '#f57d23', accountLengths: [12] },
  { code: '034', short: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', color: '#4b9b1d', accountLengths: [12] },
  { code: '065', short: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', color: '#f47920', accountLengths: [10, 12] },
  { code: '066', short: 'ISBT', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', color: '#184615', accountLengths: [10, 12] },
  { code: '067', short: 'TISCO', nameTh: 'ธนาคารทิสโก้', color: '#12549f', accountLengths: [10, 12] },
  { code: '069', short: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', color: '#6c6aa8', accountLengths: [10, 12] },
  { code: '073', short: 'LHB', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', color: '#6d6e71', accountLengths: [10, 12] },
];

const byCode = new Map(THAI_BANKS.map((b) => [b.code, b]));

export function bankByCode(code: string): Bank | undefined {
  return byCode.get(code);
}
