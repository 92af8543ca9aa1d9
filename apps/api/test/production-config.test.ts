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
