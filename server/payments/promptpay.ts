/**
 * The PromptPay QR payload: EMVCo QR Code Specification for Payment Systems, Merchant-Presented Mode,
 * as the Bank of Thailand profiles it for PromptPay. A payload is a run of TLV data objects
 * (2-digit id, 2-digit length, value) ending with a CRC16 over everything before it, '6304' included.
 */
import { parsePromptPayId } from '@contract/promptpay-id';

const PROMPTPAY_AID = 'A000000677010111';

const ID = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  merchantPromptPay: '29',
  currency: '53',
  amount: '54',
  country: '58',
  additionalData: '62',
  crc: '63',
} as const;

/** Sub-tags inside tag 29 (which kind of PromptPay id) and tag 62 (additional data). */
const PROMPTPAY_ID_TAG = { phone: '01', taxId: '02', eWallet: '03' } as const;
const ADDITIONAL = { billNumber: '01', referenceLabel: '05' } as const;

/** One data object: id, 2-digit length, value. Values are ASCII, so length in characters is length in bytes. */
function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id must be 2 digits, got ${id}`);
  if (value.length === 0 || value.length > 99) throw new RangeError(`EMV value for ${id} must be 1-99 characters`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new RangeError(`EMV value for ${id} must be printable ASCII`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16(data: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export const crcHex = (data: string) => crc16(data).toString(16).toUpperCase().padStart(4, '0');

/** Serialises data objects in the given order and appends tag 63 with the CRC. */
export function encodeEmv(objects: ReadonlyArray<readonly [string, string]>): string {
  const body = `${objects.map(([id, value]) => tlv(id, value)).join('')}${ID.crc}04`;
  return body + crcHex(body);
}

/** Splits a payload into its data objects (top level, or a template's value). */
export function decodeEmv(payload: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > payload.length) throw new RangeError(`malformed EMV data at ${i}`);
    out.push([id, payload.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

/** True when the payload ends with a correct CRC over everything before the CRC value. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== `${ID.crc}04`) return false;
  return crcHex(payload.slice(0, -4)) === payload.slice(-4);
}

/** Satang as the amount field wants it: baht with exactly 2 decimals, from integers only. */
export function formatAmount(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang <= 0) throw new RangeError('amount must be a positive integer of satang');
  return `${Math.trunc(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

type PromptPayInput = {
  /** The receiver: phone, tax id or e-wallet id in any common spelling. */
  promptPayId: string;
  /** Integer satang; without it the QR is static (the payer types the amount). */
  amountSatang?: number;
  /** Our reference, carried in tag 62 so the payment can be traced to the QR. */
  reference?: string;
  /** Which tag-62 sub-field holds the reference: 05 reference label (default) or 01 bill number. */
  referenceTag?: 'referenceLabel' | 'billNumber';
};

/**
 * A PromptPay payload. With an amount the point of initiation is '12' (dynamic: one payment),
 * without it '11' (static). Objects go in ascending id order, CRC last.
 */
export function promptPayPayload(input: PromptPayInput): string {
  const target = parsePromptPayId(input.promptPayId);
  const objects: Array<readonly [string, string]> = [
    [ID.payloadFormat, '01'],
    [ID.pointOfInitiation, input.amountSatang !== undefined ? '12' : '11'],
    [ID.merchantPromptPay, tlv('00', PROMPTPAY_AID) + tlv(PROMPTPAY_ID_TAG[target.kind], target.value)],
    [ID.currency, '764'],
  ];
  if (input.amountSatang !== undefined) objects.push([ID.amount, formatAmount(input.amountSatang)]);
  objects.push([ID.country, 'TH']);
  if (input.reference !== undefined) {
    if (!/^[A-Za-z0-9]{1,25}$/.test(input.reference)) throw new RangeError('reference must be 1-25 letters or digits');
    objects.push([ID.additionalData, tlv(ADDITIONAL[input.referenceTag ?? 'referenceLabel'], input.reference)]);
  }
  return encodeEmv(objects);
}
