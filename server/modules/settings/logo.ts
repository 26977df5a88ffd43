import { createHash } from 'node:crypto';
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '@contract/admin-settings';
import { Errors } from '@contract/errors';
import { fail } from '../../lib/reply';

/**
 * What an uploaded logo must be (docs/backoffice.md "Site settings"): one of three image types named
 * by the Content-Type and proven by the bytes (PNG's signature, RIFF....WEBP), at most 512 KB; an SVG
 * is read as text and refused when it could run or fetch anything, because the member site draws it.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The media type a Content-Type header names (parameters and case dropped), or undefined when not a logo type. */
export function logoTypeOf(header: string | undefined): LogoType | undefined {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  return (LOGO_TYPES as readonly string[]).includes(type) ? (type as LogoType) : undefined;
}

/** Character references (&#106; &#x6A;) written out, so an encoded "javascript:" is seen as one. */
const decodeReferences = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) % 0x110000));

/** Each thing that makes an SVG unsafe to draw on the member site, as a pattern over its text. */
const UNSAFE_SVG: RegExp[] = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(iframe|embed|object|audio|video|image)\b/i,
  // Event handlers: onload=, onclick=, onbegin= ...
  /[\s"'/]on[a-z]+\s*=/i,
  // Any href or src that is not a fragment of the same file (#id): an external reference.
  /\b(xlink:)?href\s*=\s*(["'])\s*(?!#)/i,
  /\bsrc\s*=/i,
  /url\(\s*(["']?)\s*(?!#)/i,
  /@import\b/i,
  // An animation may set href to anything at run time.
  /attributeName\s*=\s*(["'])\s*(xlink:)?href/i,
  // Entities can pull in other files or expand without end.
  /<!ENTITY\b/i,
  /<!DOCTYPE[^>]*\[/i,
];

/** Whether an SVG text could run or fetch anything when drawn (then it is refused). */
export function unsafeSvg(text: string): boolean {
  const plain = decodeReferences(text);
  // Scripts hidden by spaces or control characters inside the scheme ("java\tscript:") too.
  const squeezed = [...plain].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  if (/(javascript|vbscript):/i.test(squeezed) || /data:text\/html/i.test(squeezed)) return true;
  return UNSAFE_SVG.some((re) => re.test(plain));
}

export type CheckedLogo = { type: LogoType; bytes: Buffer; hash: string; ext: string };

/** Checks an upload and names it by its SHA-256; refuses with the Thai message of what is wrong. */
export function checkLogo(contentType: string | undefined, bytes: Buffer): CheckedLogo {
  const type = logoTypeOf(contentType);
  if (!type) fail(Errors.LOGO_TYPE);
  if (bytes.length > LOGO_MAX_BYTES) fail(Errors.LOGO_TOO_LARGE);
  if (bytes.length === 0) fail(Errors.LOGO_BAD_CONTENT);
  if (type === 'image/png' && !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) fail(Errors.LOGO_BAD_CONTENT);
  if (type === 'image/webp' && !(bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP'))
    fail(Errors.LOGO_BAD_CONTENT);
  if (type === 'image/svg+xml') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      fail(Errors.LOGO_BAD_CONTENT);
    }
    // Unsafe first: a doctype with entities is refused as unsafe, not as "not an SVG".
    if (unsafeSvg(text)) fail(Errors.LOGO_UNSAFE_SVG);
    // An SVG document: its first element is <svg> (after an XML declaration, comments or a doctype).
    if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text.replace(/^\uFEFF/, '')))
      fail(Errors.LOGO_BAD_CONTENT);
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { type, bytes, hash, ext: LOGO_EXTENSIONS[type] };
}

/** Where an uploaded image is served: its content hash and extension, so it never changes (immutable). */
export const mediaUrl = (hash: string, ext: string) => `/media/${hash}.${ext}`;
