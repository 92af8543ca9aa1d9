import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { startServer } from '../support/server.mjs';
import { viewports } from '../support/shots.mjs';
import { api, apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';

/**
 * A reviewer merges a pair of the duplicates queue (issue 27). The pairs are planted in
 * duplicate_pairs, the table the candidate search writes (the shared contract of migration 0040), so
 * this journey runs its own server on a PostgreSQL database it can write to; the embedded database
 * of the other specs belongs to its server process alone.
 */
const adminUrl =
  process.env.E2E_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

describe('duplicates queue', () => {
  let browser;
  let server;
  let database;
  let base;
  const child = { first: 'Ion', last: `Dublescu${randomBytes(2).toString('hex')}` };
  const cnps = { a: freshCnp(5), b: freshCnp(5), c: freshCnp(6), d: freshCnp(6) };
  let pairs;

  const sql = async (text, values = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  before(async () => {
    const name = `dup_merge_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };
    server = await startServer({
      name: 'duplicates',
      env: { DATABASE_URL: database.url, DEMO_SEED: 'accounts' },
    });
    base = server.baseUrl;
    // One child reported by unit 1 and, under a mistyped CNP, by unit 2; a second pair to look at.
    const unit1 = await apiToken(base, 'reporter@demo.local');
    const unit2 = await apiToken(base, 'reporter2@demo.local');
    await saveNotification(base, unit1, completeBody(cnps.a, child.first, child.last, 1));
    await saveNotification(base, unit2, completeBody(cnps.b, child.first, `${child.last.slice(0, -1)}x`, 2));
    await saveNotification(base, unit1, completeBody(cnps.c, 'Ana', 'Ștefănescu', 1));
    await saveNotification(base, unit2, completeBody(cnps.d, 'Ana', 'Stefanescu', 2));
    const id = async (cnp) => (await sql('select id from patients where identifier = $1', [cnp]))[0].id;
    const plant = async (x, y, level, score, source, minutesAgo) => {
      const [a, b] = [await id(x), await id(y)].sort((m, n) => m - n);
      const reasons = JSON.stringify([
        { field: 'lastName', outcome: 'similar', weight: 4.2 },
        { field: 'birthdate', outcome: 'equal', weight: 6.1 },
      ]);
      return (
        await sql(
          `insert into duplicate_pairs (patient_a_id, patient_b_id, level, score, source, reasons, found_at)
           values ($1, $2, $3, $4, $5, $6::jsonb, now() - make_interval(mins => $7)) returning id`,
          [a, b, level, score, source, reasons, minutesAgo],
        )
      )[0].id;
    };
    // The saves above already went through the check at entry, which may have proposed pairs of its
    // own; the journey starts from the two it plants.
    await sql('delete from duplicate_pairs');
    pairs = {
      merge: await plant(cnps.a, cnps.b, 'probable', 14.2, 'entry', 0),
      look: await plant(cnps.c, cnps.d, 'possible', 7.5, 'registry-check', 5),
    };
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (database) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
  });

  const open = async (viewport, language) => {
    const page = await newPage(browser, viewport);
    await signIn(page, base, 'reviewer@demo.local');
    // The profile's language applies after sign-in; the top bar's switch changes it.
    if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
      await page.click('[data-testid="language-switch"]');
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    }
    return page;
  };
  const shot = (page, name) =>
    page.waitForTimeout(400).then(() => page.screenshot({ path: `${SHOTS}/dup-merge-${name}.png` }));

  it('a reviewer opens the queue, opens the pair, merges it, and sees the child once', async () => {
    const page = await open(viewports.desktop, 'ro');
    await page.click('[data-menu-entry="duplicates"]');
    await page.waitForURL(`${base}/duplicates`);
    await page.waitForSelector('[data-testid="list-row"]');
    const rows = await page.locator('[data-testid="list-row"]').allTextContents();
    assert.equal(rows.length, 2);
    assert.match(rows[0], new RegExp(child.last.toUpperCase()), 'newest and most probable first');
    assert.match(rows[0], /Probabil/);
    await shot(page, 'queue-ro-1366');

    await page.locator('[data-testid="list-row"]').first().locator('[data-action="open"]').click();
    await page.waitForURL(`${base}/duplicates/${pairs.merge}`);
    await page.waitForSelector('[data-testid="evolution-table"]');
    // The differing fields are marked, and said in words (not by colour alone).
    const marked = await page.locator('[data-changed="true"]').allTextContents();
    assert.ok(
      marked.some((text) => text.includes(cnps.b) && text.includes('Diferă')),
      marked.join(' | '),
    );
    await shot(page, 'pair-ro-1366');

    // Keyboard: the first answer button takes focus and Enter asks for confirmation.
    await page.locator('[data-answer="same"]').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await shot(page, 'confirm-ro-1366');
    await page.getByRole('dialog').getByRole('button', { name: 'Da' }).click();
    await page.waitForURL(`${base}/duplicates`);
    // The merged pair leaves the queue (the list may first show the page it kept, then refetch).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);

    // The child is one patient now: the patient list finds one record by the name.
    await page.goto(`${base}/patient`);
    await page.fill('[data-testid="toolbar-search"]', child.last.slice(0, -1));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    const [{ n }] = await sql(
      'select count(*)::int as n from cancer_notifications n join patients p on p.id = n.patient_id where p.identifier = $1',
      [cnps.a],
    );
    assert.equal(n, 2);
    const history = await api(
      base,
      await apiToken(base, 'reviewer@demo.local'),
      'POST',
      '/api/duplicates/merges/filter',
      {},
    );
    assert.equal(history.items[0].retiredPatient.identifier, cnps.b);
    await page.goto(`${base}/duplicates/merges`);
    await page.waitForSelector('[data-testid="list-row"]');
    await shot(page, 'merges-ro-1366');
    await page.close();
  });

  it('reads in Romanian and English, on a desktop and a phone', async () => {
    for (const language of ['ro', 'en'])
      for (const [size, viewport] of Object.entries({ 1366: viewports.desktop, 390: viewports.phone })) {
        if (language === 'ro' && size === '1366') continue;
        const page = await open(viewport, language);
        await page.goto(`${base}/duplicates`);
        await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
        await shot(page, `queue-${language}-${size}`);
        await page.goto(`${base}/duplicates/${pairs.look}`);
        await page.waitForSelector('[data-testid="evolution-table"]');
        const answer = await page.textContent('[data-testid="pair-answer"]');
        assert.match(answer, language === 'en' ? /Same child: merge/ : /Același copil: unește/);
        await shot(page, `pair-${language}-${size}`);
        await page.close();
      }
  });
});
