import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, sandboxNotice } from '../src/config';
import { loadSigningSecret } from '../src/modules/auth/signing-secret';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('data'),
      publicOrigin: 'http://localhost:8080',
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      trustProxy: false,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      loginRateLimitPerMinute: 20,
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      cookieSecure: false,
      seedDemo: true,
    });
  });

  it('stops with a message naming each bad setting', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(bad).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://ok.test, not an origin' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
    expect(() => loadConfig({ LOCKOUT_THRESHOLD: '0' })).toThrow(/LOCKOUT_THRESHOLD/);
  });

  it('allows the public origin and the listed ones instead of the local defaults; secure cookies on https', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://learn.example.com/',
      PAYMENTS_SANDBOX: 'on',
      ALLOWED_ORIGINS: 'https://cdn.example.com, https://learn.example.com',
    });
    expect(config.allowedOrigins).toEqual(['https://learn.example.com', 'https://cdn.example.com']);
    expect(config.cookieSecure).toBe(true);
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://x.test', COOKIE_SECURE: 'false', PAYMENTS_SANDBOX: 'on' })
        .cookieSecure,
    ).toBe(false);
  });

  it('refuses the payments sandbox on an https site unless PAYMENTS_SANDBOX=on says it is a demo', () => {
    const live = () => loadConfig({ PUBLIC_ORIGIN: 'https://learn.example.com' });
    expect(live).toThrow(ConfigError);
    expect(live).toThrow(/PAYMENTS_SANDBOX: no payment gateway is set/);
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://learn.example.com', PAYMENTS_SANDBOX: 'on' }).payments.sandbox,
    ).toBe(true);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'off' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({}).payments.sandbox).toBe(true);
    // Said on start-up (main.ts prints it).
    expect(sandboxNotice(loadConfig({}))).toMatch(/^payments: TEST SANDBOX/);
    const paymob = loadConfig({
      PUBLIC_ORIGIN: 'https://learn.example.com',
      PAYMOB_API_KEY: 'k',
      PAYMOB_INTEGRATION_ID: '1',
      PAYMOB_IFRAME_ID: '2',
      PAYMOB_HMAC_SECRET: 's',
    });
    expect(paymob.payments.sandbox).toBe(false);
    expect(sandboxNotice(paymob)).toBeNull();
  });

  it('reads empty variables as unset, relative paths from the working directory', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
    expect(loadConfig({ DATA_DIR: 'var/elearn', STATIC_DIR: '../deploy' })).toMatchObject({
      dataDir: resolve('var/elearn'),
      staticDir: resolve('../deploy'),
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('loadSigningSecret', () => {
  it('generates a secret once, keeps it private in DATA_DIR, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'elearn-secret-'));
    try {
      const first = loadSigningSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
      expect(loadSigningSecret(undefined, dir)).toEqual(first);
      expect(new TextDecoder().decode(loadSigningSecret('x'.repeat(40), dir))).toBe('x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
