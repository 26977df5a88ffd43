import { describe, expect, it } from 'vitest';
import { type Config, DEV_SECRETS, loadConfig } from '../../config';
import {
  devSecrets,
  httpsOrigin,
  lottoFeed,
  lottoGloUrl,
  nodeEnv,
  redis,
  sandboxes,
  sharedDatabase,
  smsTransport,
  smsTransportOf,
  sportFeed,
} from './config-checks';

/** A production configuration with everything a ready site sets; `over` changes variables (undefined unsets one). */
const READY: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db:5432/site',
  PUBLIC_ORIGIN: 'https://goldenwin888.example',
  LOTTO_GLO_URL: 'https://results.example/glo',
  LOTTO_FEED_URL: 'https://results.example/lotto.json',
  LOTTO_FEED_SECRET: 'a-real-lotto-feed-secret',
  SPORT_FEED_SECRET: 'a-real-sport-feed-secret',
  STATEMENT_WEBHOOK_SECRET: 'a-real-statement-secret',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms-relay.example/send',
  SMS_HTTP_SECRET: 'a-real-sms-relay-secret',
};
const production = (over: Record<string, string | undefined> = {}): Config => loadConfig({ ...READY, ...over });
/** The same configuration with SMS left at its default (log). */
const noSms = (over: Record<string, string | undefined> = {}) =>
  production({ SMS_TRANSPORT: undefined, SMS_HTTP_URL: undefined, SMS_HTTP_SECRET: undefined, ...over });

describe('launch configuration checks', () => {
  it('a ready production configuration raises none', () => {
    const c = production();
    const checks = [smsTransport, httpsOrigin, devSecrets, sandboxes, lottoFeed, lottoGloUrl, sportFeed, redis, sharedDatabase, nodeEnv];
    expect(checks.flatMap((check) => check(c))).toEqual([]);
  });

  it('sms_transport: log or memory blocks in production, warns while developing, names the variable', () => {
    expect(smsTransportOf(noSms())).toBe('log');
    expect(smsTransport(noSms())).toEqual([expect.objectContaining({ key: 'sms_transport', severity: 'block', fix: 'SMS_TRANSPORT' })]);
    expect(smsTransport(noSms({ SMS_TRANSPORT: 'memory' }))[0].en).toContain('SMS_TRANSPORT=memory');
    expect(smsTransport(loadConfig({}))).toEqual([expect.objectContaining({ severity: 'warn' })]);
    expect(smsTransportOf(production())).toBe('http');
    expect(smsTransport(production())).toEqual([]);
  });

  it('https_origin: unset or http blocks; http is refused at start in production', () => {
    expect(httpsOrigin(production({ PUBLIC_ORIGIN: undefined }))).toEqual([
      expect.objectContaining({ key: 'https_origin', severity: 'block', fix: 'PUBLIC_ORIGIN' }),
    ]);
    const http = httpsOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000/' }));
    expect(http).toEqual([expect.objectContaining({ severity: 'block' })]);
    expect(http[0].th).toContain('http://localhost:3000');
    expect(() => production({ PUBLIC_ORIGIN: 'http://goldenwin888.example' })).toThrow(
      'PUBLIC_ORIGIN: must be an https:// URL in production',
    );
    // Kept as an origin: a path or trailing slash given is dropped.
    expect(production({ PUBLIC_ORIGIN: 'https://goldenwin888.example/th/' }).publicOrigin).toBe('https://goldenwin888.example');
  });

  it('dev_secrets: any secret equal to a development default blocks, naming each variable', () => {
    const copied = production({
      STATEMENT_WEBHOOK_SECRET: DEV_SECRETS.statementWebhook,
      LOTTO_FEED_SECRET: DEV_SECRETS.lottoFeed,
      // Another default pasted under a different name counts too.
      SPORT_FEED_SECRET: DEV_SECRETS.paymentSandbox,
      GAME_WALLET_SECRET_ACME: DEV_SECRETS.gameSandbox,
      PROMPTPAY_ID: '0000000000000',
    });
    const [f, ...rest] = devSecrets(copied);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ key: 'dev_secrets', severity: 'block' });
    expect(f.fix).toBe('STATEMENT_WEBHOOK_SECRET, LOTTO_FEED_SECRET, SPORT_FEED_SECRET, GAME_WALLET_SECRET_ACME, PROMPTPAY_ID');
    // Outside production the defaults are exactly these values.
    expect(devSecrets(loadConfig({}))[0].fix).toContain('STATEMENT_WEBHOOK_SECRET');
    expect(devSecrets(production())).toEqual([]);
  });

  it('sandbox: payments or games sandbox on in production blocks, with the variables to turn off', () => {
    const on = sandboxes(
      production({
        PAYMENT_SANDBOX: '1',
        SANDBOX_GATEWAY_SECRET: 'x'.repeat(32),
        GAME_SANDBOX: '1',
        GAME_WALLET_SECRET_SANDBOX: 'y'.repeat(32),
      }),
    );
    expect(on).toEqual([expect.objectContaining({ key: 'sandbox', severity: 'block', fix: 'PAYMENT_SANDBOX=0, GAME_SANDBOX=0' })]);
    expect(sandboxes(production({ PAYMENT_SANDBOX: '1', SANDBOX_GATEWAY_SECRET: 'x'.repeat(32) }))[0].fix).toBe('PAYMENT_SANDBOX=0');
    expect(sandboxes(loadConfig({}))[0].fix).toBe('PAYMENT_SANDBOX=0, GAME_SANDBOX=0, LOTTO_SANDBOX=0, SPORT_SANDBOX=0');
  });

  it('lotto_feed: neither a feed URL nor a webhook secret blocks; either one is enough', () => {
    expect(lottoFeed(production({ LOTTO_FEED_URL: undefined, LOTTO_FEED_SECRET: undefined }))).toEqual([
      expect.objectContaining({ key: 'lotto_feed', severity: 'block', fix: 'LOTTO_FEED_URL or LOTTO_FEED_SECRET' }),
    ]);
    expect(lottoFeed(production({ LOTTO_FEED_URL: undefined }))).toEqual([]);
    expect(lottoFeed(production({ LOTTO_FEED_SECRET: undefined }))).toEqual([]);
  });

  it('lotto_glo_url and sport_feed: missing warns', () => {
    expect(lottoGloUrl(production({ LOTTO_GLO_URL: undefined }))).toEqual([
      expect.objectContaining({ key: 'lotto_glo_url', severity: 'warn', fix: 'LOTTO_GLO_URL' }),
    ]);
    expect(sportFeed(production({ SPORT_FEED_SECRET: undefined }))).toEqual([
      expect.objectContaining({ key: 'sport_feed', severity: 'warn', fix: 'SPORT_FEED_SECRET' }),
    ]);
  });

  it('redis and shared_database: more than one node expected needs Redis and PostgreSQL', () => {
    expect(production().expectedNodes).toBe(1);
    expect(redis(production())).toEqual([]);
    const three = production({ EXPECTED_NODES: '3' });
    expect(redis(three)).toEqual([expect.objectContaining({ key: 'redis', severity: 'block', fix: 'REDIS_URL' })]);
    expect(redis(three)[0].en).toContain('3 nodes expected');
    expect(redis(production({ EXPECTED_NODES: '3', REDIS_URL: 'redis://cache:6379' }))).toEqual([]);
    expect(sharedDatabase(three)).toEqual([]);
    expect(sharedDatabase(production({ EXPECTED_NODES: '2', DATABASE_URL: undefined }))).toEqual([
      expect.objectContaining({ key: 'shared_database', severity: 'block', fix: 'DATABASE_URL' }),
    ]);
    expect(sharedDatabase(production({ DATABASE_URL: undefined }))).toEqual([]);
    expect(() => loadConfig({ EXPECTED_NODES: '0' })).toThrow('EXPECTED_NODES: expected an integer 1-1000');
  });

  it('node_env: anything but production warns', () => {
    expect(nodeEnv(loadConfig({}))).toEqual([expect.objectContaining({ key: 'node_env', severity: 'warn', fix: 'NODE_ENV=production' })]);
    expect(nodeEnv(loadConfig({ NODE_ENV: 'test' }))[0].th).toContain('NODE_ENV=test');
    expect(nodeEnv(production())).toEqual([]);
  });
});
