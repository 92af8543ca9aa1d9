import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** Issue 26 item 6: production refuses to start without its secrets, naming each; development keeps defaults. */
const SECRETS = {
  JWT_SECRET: 'j'.repeat(32),
  SMTP_URL: 'smtp://mail.example.org:587',
  METRICS_TOKEN: 'm'.repeat(32),
  // The embedded database seeds the demo accounts in production by default: their password is the operator's.
  DEMO_PASSWORD: 'an operator chose this',
};
const production = (over: Record<string, string | undefined> = {}) =>
  loadConfig({ NODE_ENV: 'production', ...SECRETS, ...over } as NodeJS.ProcessEnv);

describe('secrets in production', () => {
  it('starts with every secret set', () => {
    expect(production().metricsToken).toBe(SECRETS.METRICS_TOKEN);
  });

  it.each([
    ['JWT_SECRET', /JWT_SECRET: required in production/],
    ['METRICS_TOKEN', /METRICS_TOKEN: required in production/],
    ['SMTP_URL', /SMTP_URL: required in production \(or set ALLOW_OUTBOX_IN_PRODUCTION=on\)/],
  ])('refuses without %s, naming it', (name, message) => {
    expect(() => production({ [name]: undefined })).toThrow(message);
  });

  it('names every missing secret at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required[\s\S]*SMTP_URL: required[\s\S]*METRICS_TOKEN: required/,
    );
  });

  it('refuses a short metrics token, and a captcha URL without its secret', () => {
    expect(() => production({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => production({ CAPTCHA_VERIFY_URL: 'https://captcha.example.org/verify' })).toThrow(
      /CAPTCHA_SECRET: required when CAPTCHA_VERIFY_URL is set/,
    );
  });

  it('development and tests keep their defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).metricsToken).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).jwtSecret).toBeUndefined();
  });

  it('listens on this machine only unless HOST says otherwise (npm start serves no network)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(production().host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('the server process itself exits 1 with the message, before opening anything', () => {
    const api = path.resolve(import.meta.dirname, '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: api,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        JWT_SECRET: SECRETS.JWT_SECRET,
        DATA_DIR: '/nonexistent/x',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('METRICS_TOKEN: required in production');
    expect(run.stderr).toContain('SMTP_URL: required in production');
    expect(run.stderr).not.toContain('JWT_SECRET');
  });
});

/** Issue 42 item 13: DEMO_SEED off / accounts / on, and never a demo registry in production. */
describe('the demo seed', () => {
  const dev = (over: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'development', ...over } as NodeJS.ProcessEnv).demoSeed;

  it('seeds accounts and a demo registry on the embedded database by default, nothing on PostgreSQL', () => {
    expect(dev()).toBe('on');
    expect(dev({ DATABASE_URL: 'postgres://u@h:5432/registry' })).toBe('off');
    expect(dev({ DATABASE_URL: 'postgres://u@h:5432/registry', DEMO_SEED: 'accounts' })).toBe('accounts');
  });

  it('reads off, accounts and on, and the old spellings of on and off', () => {
    expect(['off', 'accounts', 'on', 'true', '1', 'false', '0'].map((v) => dev({ DEMO_SEED: v }))).toEqual([
      'off',
      'accounts',
      'on',
      'on',
      'on',
      'off',
      'off',
    ]);
  });

  it('refuses another value at start-up, saying which values there are', () => {
    expect(() => dev({ DEMO_SEED: 'registry' })).toThrow(
      /DEMO_SEED: must be off, accounts \(the demo accounts only\) or on \(accounts and a demo registry\)/,
    );
  });

  it('never loads the demo registry in production: the default stops at the accounts, on is refused', () => {
    expect(production().demoSeed).toBe('accounts');
    expect(production({ DATABASE_URL: 'postgres://u@h:5432/registry' }).demoSeed).toBe('off');
    expect(production({ DEMO_SEED: 'off' }).demoSeed).toBe('off');
    expect(() => production({ DEMO_SEED: 'on' })).toThrow(
      /DEMO_SEED: on \(the demo registry\) is refused in production; use accounts or off/,
    );
    expect(() => production({ DEMO_SEED: 'true' })).toThrow(/DEMO_SEED: on \(the demo registry\) is refused/);
  });

  it("seeds the demo accounts in production only under a password of the operator's, never the README's", () => {
    const refusal = /DEMO_PASSWORD: required in production while the demo accounts are seeded/;
    expect(() => production({ DEMO_PASSWORD: undefined })).toThrow(refusal);
    expect(() => production({ DEMO_PASSWORD: undefined, DEMO_SEED: 'accounts' })).toThrow(refusal);
    expect(production().demoPassword).toBe(SECRETS.DEMO_PASSWORD);
    // No accounts, no password needed: off, or PostgreSQL's default.
    expect(production({ DEMO_PASSWORD: undefined, DEMO_SEED: 'off' }).demoSeed).toBe('off');
    expect(
      production({ DEMO_PASSWORD: undefined, DATABASE_URL: 'postgres://u@h:5432/registry' }).demoSeed,
    ).toBe('off');
    // Development keeps the README's password.
    expect(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).demoPassword).toBe('Registru#2026');
  });
});

describe('the systemd unit', () => {
  it('starts the server with the node flags npm start and the benches give it', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const { serverNodeArgs } = (await import(pathToFileURL(path.join(root, 'tools/build-api.mjs')).href)) as {
      serverNodeArgs: string[];
    };
    const unit = fs.readFileSync(path.join(root, 'deploy/registry.service'), 'utf8');
    const execStart = unit.split('\n').find((line) => line.startsWith('ExecStart='));
    expect(serverNodeArgs.length).toBeGreaterThan(0);
    expect(execStart).toBe(`ExecStart=/usr/bin/node ${serverNodeArgs.join(' ')} apps/api/dist/server.js`);
  });
});
