import {
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LogoUploadData,
  PaymentSettingsBody,
  PaymentSettingsData,
  SiteProfileBody,
  SiteProfileData,
} from '@contract/admin-settings';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { rawBodyOf } from '../../plugins/raw-body';
import { brandAsset, saveBrandAsset } from '../agent';
import { checkLogo, mediaUrl } from './logo';
import { paymentSettingsView, savePaymentSettings } from './payments';
import { saveSiteProfile, siteProfile } from './profile';

/** A body above this is refused by Fastify (413) before it is read whole; up to it, checkLogo says "too large" in Thai. */
const LOGO_BODY_LIMIT = 2 * LOGO_MAX_BYTES;

/** The site settings under /api/admin/settings (operator group): the profile and logo (admin), the payment settings (finance reads). */
export async function settingsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/settings/profile',
    {
      schema: {
        tags,
        description: 'The agent profile members see, the agent code (read-only) and the withdrawal rule.',
        response: { 200: envelope(SiteProfileData) },
      },
    },
    async () => ok(await siteProfile(app.db)),
  );
  app.put(
    '/settings/profile',
    {
      schema: {
        tags,
        description: 'Saves the profile and the withdrawal rule whole (audited settings.profile, before and after).',
        body: SiteProfileBody,
        response: { 200: envelope(SiteProfileData) },
      },
    },
    async (req) => ok(await saveSiteProfile(app.db, req.operator.id, req.body), 'บันทึกข้อมูลเว็บไซต์แล้ว'),
  );

  // The logo's raw bytes (no multipart): a scope of its own takes any content type as a buffer, so a
  // wrong type gets the Thai refusal below rather than Fastify's 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/settings/logo',
      {
        bodyLimit: LOGO_BODY_LIMIT,
        schema: {
          tags,
          description: 'Uploads a logo (raw body: image/png, image/svg+xml or image/webp, at most 512 KB); answers its content-hashed URL.',
          response: { 200: envelope(LogoUploadData) },
        },
      },
      async (req) => {
        const logo = checkLogo(req.headers['content-type'], rawBodyOf(req));
        await saveBrandAsset(app.db, { hash: logo.hash, content_type: logo.type, bytes: logo.bytes, size: logo.bytes.length });
        return ok(
          { url: mediaUrl(logo.hash, logo.ext), hash: logo.hash, content_type: logo.type, size: logo.bytes.length },
          'อัปโหลดโลโก้แล้ว กด บันทึก เพื่อใช้โลโก้นี้',
        );
      },
    );
  });

  app.get(
    '/settings/payments',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: 'The deposit channels open, their bounds (baht), the QR lifetime and the matching windows.',
        response: { 200: envelope(PaymentSettingsData) },
      },
    },
    async () => ok(await paymentSettingsView(app.db, app.config.payments)),
  );
  app.put(
    '/settings/payments',
    {
      schema: {
        tags,
        description:
          'Saves the payment settings whole (audited settings.payments, before and after); deposits read them on the next request.',
        body: PaymentSettingsBody,
        response: { 200: envelope(PaymentSettingsData) },
      },
    },
    async (req) => ok(await savePaymentSettings(app.db, app.config.payments, req.operator.id, req.body), 'บันทึกการตั้งค่าการชำระเงินแล้ว'),
  );
}

const MediaParams = z.object({ file: z.string().max(80) });
const MEDIA_FILE = /^([0-9a-f]{64})\.(png|svg|webp)$/;

/**
 * GET /media/<sha256>.<ext>: an uploaded image, public. The address changes with the bytes, so it is
 * cached for a year (immutable); nosniff keeps it an image; an SVG gets a CSP that runs nothing.
 */
export async function mediaRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/media/:file', { schema: { hide: true, params: MediaParams } }, async (req, reply) => {
    const m = MEDIA_FILE.exec(req.params.file);
    const asset = m ? await brandAsset(app.db, m[1]) : undefined;
    if (!m || !asset || LOGO_EXTENSIONS[asset.content_type] !== m[2]) return reply.code(404).type('text/plain').send('Not Found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${asset.hash}"`);
    if (asset.content_type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (req.headers['if-none-match'] === `"${asset.hash}"`) return reply.code(304).send();
    return reply.type(asset.content_type).send(asset.bytes);
  });
}
