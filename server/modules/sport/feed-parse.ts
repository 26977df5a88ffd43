import { createHash } from 'node:crypto';
import { Errors } from '@contract/errors';
import { SportFeedDocument } from '@contract/sport-feed';
import type { z } from 'zod';
import { fail } from '../../lib/reply';

/**
 * The one reading of a feed document (docs/sport.md "Feed format"), whoever brings it: the text is
 * JSON-parsed and checked by the contract; a refusal is VALIDATION (HTTP 422) with every problem by
 * path in `data.fields` and the first one, in Thai, as the message. Nothing is written before this.
 */

const SECTION_NAMES: Record<string, string> = { leagues: 'ลีก', fixtures: 'คู่', markets: 'ตลาด' };

/** `fixtures.3.home.th` -> 'คู่ที่ 4 (home.th)': where a problem is, as an operator counts. */
export function placeOf(path: string): string {
  const [section, index, ...rest] = path.split('.');
  const name = SECTION_NAMES[section];
  if (!name || index === undefined || !/^\d+$/.test(index)) return path;
  return `${name}ที่ ${Number(index) + 1}${rest.length ? ` (${rest.join('.')})` : ''}`;
}

export function feedInvalid(fields: Record<string, string>): never {
  const [path, text] = Object.entries(fields)[0] ?? ['_', Errors.VALIDATION.message];
  fail(Errors.VALIDATION, { fields }, path === '_' ? text : `${placeOf(path)}: ${text}`);
}

export function checkFeed(json: unknown): z.output<typeof SportFeedDocument> {
  const parsed = SportFeedDocument.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
    feedInvalid(fields);
  }
  return parsed.data;
}

export function parseFeedText(text: string): z.output<typeof SportFeedDocument> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    feedInvalid({ _: 'ไฟล์ฟีดไม่ใช่ JSON ที่ถูกต้อง' });
  }
  return checkFeed(json);
}

/** The import's identity: the same bytes are the same import (sport_feed_import.digest). */
export const feedDigest = (raw: string | Buffer): string => createHash('sha256').update(raw).digest('hex');
