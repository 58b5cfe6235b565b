// The operator's switches of online payment: the sandbox is off in production unless
// PAYMENTS_SANDBOX=on is set at start, and an Easypaisa IPN may name only https origins.
import { describe, expect, it } from 'vitest';
import { EASYPAISA_IPN_ORIGINS, loadConfig } from '../../src/config.js';

/** Production refuses to start without its secrets (test/hardening/secrets-outside-db.test.ts). */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-signing-secret-0123456789',
  SEALING_KEYS: `k1:${Buffer.alloc(32, 9).toString('base64')}`,
};

describe('PAYMENTS_SANDBOX', () => {
  it('is on outside production and off in production by default', () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentsSandbox).toBe(true);
    expect(loadConfig(PRODUCTION).paymentsSandbox).toBe(false);
  });
  it('an operator turns it on (or off) explicitly; anything else stops the start', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'off' }).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});

describe('EASYPAISA_IPN_ORIGINS', () => {
  it("defaults to Easypay's production and staging hosts", () => {
    expect(loadConfig({}).easypaisaIpnOrigins).toEqual(EASYPAISA_IPN_ORIGINS);
    expect(EASYPAISA_IPN_ORIGINS).toEqual([
      'https://easypay.easypaisa.com.pk',
      'https://easypaystg.easypaisa.com.pk',
    ]);
  });
  it('takes https origins only, without a path', () => {
    expect(
      loadConfig({ EASYPAISA_IPN_ORIGINS: 'https://easypay.easypaisa.com.pk' }).easypaisaIpnOrigins,
    ).toEqual(['https://easypay.easypaisa.com.pk']);
    expect(() => loadConfig({ EASYPAISA_IPN_ORIGINS: 'http://127.0.0.1:4523' })).toThrow(/https/);
    expect(() => loadConfig({ EASYPAISA_IPN_ORIGINS: 'https://x.example/path' })).toThrow(/https/);
    expect(() => loadConfig({ EASYPAISA_IPN_ORIGINS: 'not a url' })).toThrow(/origins/);
  });
});
