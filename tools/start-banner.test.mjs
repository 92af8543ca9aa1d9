import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.mjs';

/** Issue 42 item 14: `npm start` says where the registry is, how to sign in, on what data. */
describe('the start banner', () => {
  it('on a fresh checkout: the address, the demo accounts, the embedded database, how to load the full tables', () => {
    const text = startBanner({}).join('\n');
    expect(text).toContain('http://localhost:3000');
    expect(text).toContain('README.md#demo-accounts');
    expect(text).toContain('Registru#2026');
    expect(text).toContain('PGlite) in ./data/db');
    expect(text).toContain('the starter set only');
    expect(text).toContain('REFERENCE_DATA_DIR=<folder> npm start');
    expect(text).toContain('Demo registry   SYNTHETIC: invented children');
    expect(startBanner({}).length).toBeLessThan(17);
  });

  it('says nothing of a demo registry when DEMO_SEED asks for the accounts only, or in production', () => {
    for (const env of [{ DEMO_SEED: 'accounts' }, { NODE_ENV: 'production' }]) {
      const text = startBanner(env).join('\n');
      expect(text).toContain('README.md#demo-accounts');
      expect(text).not.toContain('Demo registry');
    }
    expect(startBanner({ DEMO_SEED: 'off' }).join('\n')).not.toContain('README.md#demo-accounts');
  });

  it('on PostgreSQL with the official tables: no password shown, no demo accounts offered', () => {
    const text = startBanner({
      DATABASE_URL: 'postgres://registry:secret@db.local:5433/registry',
      REFERENCE_DATA_DIR: '/srv/reference',
      PUBLIC_URL: 'https://registru.example.ro',
    }).join('\n');
    expect(text).toContain('https://registru.example.ro');
    expect(text).toContain('PostgreSQL at db.local:5433/registry');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('README.md#demo-accounts');
    expect(text).not.toContain('Demo registry');
    expect(text).toContain('official tables of /srv/reference');
    expect(text).not.toContain('the starter set only');
  });
});
