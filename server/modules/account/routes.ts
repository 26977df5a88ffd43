import {
  ChangePasswordBody,
  CheckAccountBody,
  CheckAccountData,
  FieldErrorsData,
  LoginBody,
  LoginData,
  MemberBankAccountList,
  PointsData,
  RegisterBody,
  RegisterData,
  ResetPasswordBody,
  ResetPasswordData,
  ResetPasswordV2Body,
  UpdateSubBankBody,
  UserInfo,
  WalletList,
} from '@contract/account';
import { EmptyEnvelope, envelope } from '@contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decoyHash } from '../../lib/passwords';
import { ok } from '../../lib/reply';
import { deviceIdOf, revokeSession } from '../../lib/sessions';
import { assertOwnAgent } from '../agent';
import { memberPoints, memberWallets } from '../ledger';
import { authenticateMember, changePassword, signIn } from './credentials';
import { byMember, byPhone, rateLimits } from './limits';
import { phoneRegistered } from './members';
import { requestPasswordReset, resetPasswordWithOtp } from './password-reset';
import { addSubBankAccount, userInfo } from './profile';
import { registerMember } from './registration';

const clientMeta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  deviceId: deviceIdOf(req.headers['x-device-id']),
});

/**
 * Accounts (docs/wire-format.md "Calls"), public calls: registration, login and password reset by SMS.
 * Rate limits run as preHandlers, after validation.
 */
export async function accountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // Computed once now, so the first login of an unknown phone takes no longer than the others.
  await decoyHash();

  app.post(
    '/check_account',
    {
      preHandler: rateLimits(app, 'check_account'),
      schema: { tags, body: CheckAccountBody, response: { 200: envelope(CheckAccountData) } },
    },
    async (req) => {
      const available = !(await phoneRegistered(app.db, req.body.phone));
      return ok({ available }, available ? 'เบอร์โทรศัพท์นี้ใช้สมัครสมาชิกได้' : 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว');
    },
  );

  app.post(
    '/register',
    {
      preHandler: rateLimits(app, 'register'),
      schema: { tags, body: RegisterBody, response: { 200: envelope(z.union([RegisterData, FieldErrorsData])) } },
    },
    async (req) => {
      const meta = clientMeta(req);
      const { id } = await registerMember(app.db, app.config, req.body, { deviceId: meta.deviceId });
      return ok(await signIn(app.db, app.config, id, meta), 'สมัครสมาชิกสำเร็จ');
    },
  );

  app.post(
    '/login',
    {
      preHandler: rateLimits(app, 'login', byPhone),
      schema: { tags, body: LoginBody, response: { 200: envelope(LoginData) } },
    },
    async (req) => {
      assertOwnAgent(req.body.agent_code, app.config.agentCode);
      const id = await authenticateMember(app.db, req.body.phone, req.body.password);
      return ok(await signIn(app.db, app.config, id, clientMeta(req)), 'เข้าสู่ระบบสำเร็จ');
    },
  );

  app.post(
    '/reset_password',
    {
      preHandler: rateLimits(app, 'reset_password', byPhone),
      schema: { tags, body: ResetPasswordBody, response: { 200: envelope(ResetPasswordData) } },
    },
    // One answer whether or not the phone is registered.
    async (req) =>
      ok(await requestPasswordReset(app.db, app.smsOutbox, req.body.phone), 'หากเบอร์โทรศัพท์นี้เป็นสมาชิก ระบบได้ส่งรหัส OTP ทาง SMS แล้ว'),
  );

  app.post(
    '/reset_password_v2',
    {
      preHandler: rateLimits(app, 'reset_password_v2', byPhone),
      schema: { tags, body: ResetPasswordV2Body, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await resetPasswordWithOtp(app.db, req.body.phone, req.body.otp, req.body.new_password);
      return { error: 0, message: 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่' };
    },
  );
}

/**
 * The signed-in member's account: sign-out, profile, password, second bank account, wallets and
 * points (registered in the member group, which authenticates before the body is read).
 */
export async function accountMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];

  app.post('/logout', { schema: { tags, response: { 200: EmptyEnvelope } } }, async (req) => {
    await revokeSession(app.db, req.bearerToken!);
    return { error: 0, message: 'ออกจากระบบแล้ว' };
  });

  app.get('/get_user_info', { schema: { tags, response: { 200: envelope(UserInfo) } } }, async (req) =>
    ok(await userInfo(app.db, req.memberId)),
  );

  app.post(
    '/member/change_password',
    {
      preHandler: rateLimits(app, 'change_password', byMember),
      schema: { tags, body: ChangePasswordBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      await changePassword(app.db, req.memberId, req.body.old_password, req.body.new_password, req.bearerToken!);
      return { error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' };
    },
  );

  app.post(
    '/member/update_sub_bank_account',
    {
      schema: { tags, body: UpdateSubBankBody, response: { 200: envelope(z.union([MemberBankAccountList, FieldErrorsData])) } },
    },
    async (req) => ok(await addSubBankAccount(app.db, req.memberId, req.body), 'เพิ่มบัญชีธนาคารสำรองสำเร็จ'),
  );

  app.post('/member/wallets', { schema: { tags, response: { 200: envelope(WalletList) } } }, async (req) =>
    ok(await memberWallets(app.db, req.memberId)),
  );

  app.post('/member/points', { schema: { tags, response: { 200: envelope(PointsData) } } }, async (req) =>
    ok({ point: await memberPoints(app.db, req.memberId) }),
  );
}
