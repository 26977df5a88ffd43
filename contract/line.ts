import { z } from 'zod';
import { LoginBody, LoginData } from './account';

/**
 * LINE LIFF pages (docs/line.md): the LIFF settings the client needs, and the calls that link a LINE
 * user to a member once (phone + password) and sign that member in later by the LIFF id token alone.
 */

/** A LINE ID token (a JWT, three base64url parts); the server verifies it. */
export const IdToken = z
  .string({ error: 'ไม่พบข้อมูลยืนยันตัวตนจาก LINE' })
  .max(4096, { error: 'ข้อมูลยืนยันตัวตนจาก LINE ไม่ถูกต้อง' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, { error: 'ข้อมูลยืนยันตัวตนจาก LINE ไม่ถูกต้อง' });

/**
 * GET /api/line/config. liff_id: the LIFF app to initialise (null: none configured). mock: no LIFF id
 * and the test routes are on, so the client runs @line/liff-mock with id tokens the server signs.
 */
export const LineConfig = z.object({ liff_id: z.string().nullable(), mock: z.boolean() });
export type LineConfig = z.infer<typeof LineConfig>;

/** POST /api/line/login: the id token alone. */
export const LineLoginBody = z.object({ id_token: IdToken, nonce: z.string().max(255).optional() });
export type LineLoginBody = z.input<typeof LineLoginBody>;

/** POST /api/line/link: the id token and the member's phone and password (linked once). */
export const LineLinkBody = LoginBody.extend({ id_token: IdToken, nonce: z.string().max(255).optional() });
export type LineLinkBody = z.input<typeof LineLinkBody>;

/** POST /api/line/link_current: the signed-in member (Bearer) takes the LINE user of the id token (register inside LIFF). */
export const LineLinkCurrentBody = LineLoginBody;

/** The answer of login and link: the normal login's token, with the member's phone (the app's username). */
export const LineSessionData = LoginData.extend({ username: z.string() });
export type LineSessionData = z.infer<typeof LineSessionData>;

/** GET /api/line/status (Bearer): whether the member has a LINE user linked, and since when. */
export const LineStatusData = z.object({ linked: z.boolean(), display_name: z.string().nullable(), linked_at: z.string().nullable() });
export type LineStatusData = z.infer<typeof LineStatusData>;

/** POST /api/test/line/id_token (test routes only): a token signed with the channel secret, claims overridable. */
export const TestIdTokenBody = z.object({
  sub: z.string().min(1).max(64),
  name: z.string().max(100).optional(),
  aud: z.string().max(64).optional(),
  iss: z.string().max(200).optional(),
  nonce: z.string().max(255).optional(),
  /** Seconds from now until exp (negative: already expired). */
  expires_in: z.number().int().min(-86_400).max(86_400).optional(),
  /** Sign with this secret instead of the channel's (a forged token). */
  secret: z.string().max(200).optional(),
});
export type TestIdTokenBody = z.input<typeof TestIdTokenBody>;
export const TestIdTokenData = z.object({ id_token: z.string() });
