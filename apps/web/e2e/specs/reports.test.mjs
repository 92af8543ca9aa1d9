import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { apiToken, completeBody, freshCnp, reportDeath, saveNotification } from './lists-data.mjs';
import { choose, downloadBy, marksIn, openTab, readFirstSheet } from './reports-helpers.mjs';

/**
 * Issue 16 "Reports": each report's chart is drawn from real answers and each table downloads as
 * xlsx; an executive sees small counts suppressed; a super administrator loads population from the
 * template and then sees rates.
 */
describe('reports page', () => {
  let browser;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    // Three children diagnosed in 2024 (neuroblastoma, group IV), one of whom died: every report has data.
    const cnps = [freshCnp(5), freshCnp(6), freshCnp(5)];
    for (const [i, cnp] of cnps.entries())
      await saveNotification(base, reporter, completeBody(cnp, ['Ana', 'Ion', 'Dan'][i], 'Raportescu'));
    await reportDeath(base, reporter, cnps[0]);
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reviewer opens Reports from the menu, sees each chart and downloads each table', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.click('[data-menu-entry="reports"]');
    await page.waitForURL(`${base}/reports`);
    await page.waitForSelector('[data-testid="table-incidence"]');
    await page.waitForFunction(() => document.title === 'Registrul Cancerului Pediatric – Rapoarte');
    // The reviewer loads no population: that card is the super administrator's.
    assert.equal(await page.$('[data-testid="population-card"]'), null);

    const expected = {
      incidence: ['chart-incidence', 'Incidenta.xlsx'],
      quality: ['chart-quality', 'Calitatea-datelor.xlsx'],
      survival: ['chart-survival', 'Supravietuire.xlsx'],
    };
    const reportOf = { incidence: 'incidence', quality: 'data-quality', survival: 'survival' };
    for (const [tab, [chart, fileName]] of Object.entries(expected)) {
      await openTab(page, tab);
      await page.waitForSelector(`[data-testid="${chart}"] svg`);
      await page.waitForFunction(
        ([id]) =>
          document.querySelectorAll(`[data-testid="${id}"] svg rect, [data-testid="${id}"] svg path`).length >
          0,
        [chart],
      );
      assert.ok((await marksIn(page, chart)) > 0, `${tab}: the chart draws data`);
      assert.ok((await page.$$(`[data-testid="table-${tab}-row"]`)).length > 0, `${tab}: the table has rows`);
      const download = await downloadBy(page, () => page.click(`[data-testid="xlsx-${reportOf[tab]}"]`));
      assert.equal(download.suggestedFilename(), fileName);
      const rows = await readFirstSheet(download);
      assert.ok(rows.length > 1, `${fileName} holds rows (${rows.length})`);
    }
    // Survival names the cases it could not follow.
    assert.match(await page.textContent('[data-testid="survival-without-follow-up"]'), /urmărire/);
    await page.context().close();
  });

  it('the tabs, filters and downloads work from the keyboard', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/reports`);
    await page.waitForSelector('[data-testid="table-incidence"]');
    await page.focus('[data-testid="reports-tab-incidence"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="table-quality"]');
    assert.match(page.url(), /tab=quality/);
    // "By reporting unit" with the keyboard: the focused toggle is pressed with Space.
    await page.focus('[data-testid="quality-by-unit"]');
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      document.getElementById('table-quality-caption')?.textContent?.includes('unitate'),
    );
    await page.focus('[data-testid="xlsx-data-quality"]');
    const download = await downloadBy(page, () => page.keyboard.press('Enter'));
    assert.equal(download.suggestedFilename(), 'Calitatea-datelor.xlsx');
    await page.context().close();
  });

  it('a unit of the per-unit quality table opens year by year (year × unit), and its chip leads back', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/reports?tab=quality`);
    await page.waitForSelector('[data-testid="table-quality"]');
    await page.click('[data-testid="quality-by-unit"]');
    const unit = await page.waitForSelector('[data-testid^="quality-unit-"]');
    const name = (await unit.textContent())?.trim() ?? '';
    await unit.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) =>
        document
          .getElementById('table-quality-caption')
          ?.textContent?.includes(`pe anul diagnosticului: ${n}`),
      name,
    );
    assert.ok((await page.textContent('[data-testid="quality-unit-filter"]'))?.includes(name));
    assert.equal(await page.getAttribute('[data-testid="quality-by-year"]', 'aria-pressed'), 'true');
    await page.click('[data-testid="quality-unit-filter"] .MuiChip-deleteIcon');
    await page.waitForFunction(() =>
      document.getElementById('table-quality-caption')?.textContent?.includes('pe unitate raportoare'),
    );
    assert.equal(await page.$('[data-testid="quality-unit-filter"]'), null);
    await page.context().close();
  });

  it('an executive sees the same reports with small counts suppressed and explained', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'executive@demo.local');
    await page.click('[data-menu-entry="reports"]');
    await page.waitForSelector('[data-testid="table-incidence"]');
    // Few cases in the test registry: every bar may be hidden, which the page then says instead.
    await page.waitForSelector('[data-testid="chart-incidence"] svg, [data-testid="incidence-all-hidden"]');
    const cells = await page.$$eval('[data-testid="table-incidence"] td', (tds) =>
      tds.map((td) => td.textContent),
    );
    assert.ok(
      cells.includes('x'),
      `a count from 1 to 4 (or its complement) shows as x: ${JSON.stringify(cells)}`,
    );
    for (const text of cells)
      assert.ok(!/^[1-4]$/.test(text ?? ''), `no count from 1 to 4 is shown (${text})`);
    assert.match(
      await page.textContent('[data-testid="suppression-legend"]'),
      /x: ascuns pentru ca niciun copil să nu poată fi recunoscut: între 1 și 4 cazuri/,
    );
    await openTab(page, 'quality');
    assert.ok(await page.isVisible('[data-testid="suppression-legend"]'));
    assert.equal(await page.$('[data-testid="population-card"]'), null);
    await page.context().close();
  });

  it('a super administrator loads population from the template and then sees rates', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reports`);
    await page.waitForSelector('[data-testid="population-card"]');
    await choose(page, 'filter-year-from', 2024);
    await choose(page, 'filter-year-to', 2024);
    await page.waitForSelector('[data-testid="incidence-no-denominators"]');

    const template = await downloadBy(page, () => page.click('[data-testid="population-template"]'));
    const lines = (await readFile(await template.path(), 'utf8')).trim().split(/\r?\n/);
    assert.equal(lines[0], 'year,county,sex,age_group,population');
    assert.ok(lines.length > 400, `every county × sex × age group (${lines.length} lines)`);

    // A wrong line first: the file is refused, the line is named, nothing is loaded.
    const dir = tmpdir();
    const bad = path.join(dir, `population-bad-${process.pid}.csv`);
    await writeFile(bad, `${lines[0]}\n2024,ZZ,M,0,100\n`);
    await page.setInputFiles('[data-testid="population-file"]', bad);
    await page.waitForSelector('[data-testid="population-errors"]');
    assert.match(await page.textContent('[data-testid="population-errors"]'), /Linia 2: Județ necunoscut/);

    const good = path.join(dir, `population-${process.pid}.csv`);
    const filled = lines.slice(1).map((l) => `${l.replace(/^\d{4},/, '2024,').replace(/,$/, '')},25000`);
    await writeFile(good, [lines[0], ...filled].join('\n'));
    await page.setInputFiles('[data-testid="population-file"]', good);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="population-summary"]')?.textContent?.includes('2024'),
    );
    await page.waitForSelector('[data-testid="incidence-standard"]');
    assert.match(await page.textContent('[data-testid="incidence-standard"]'), /Segi/);
    assert.equal(await page.$('[data-testid="incidence-no-denominators"]'), null);
    const headers = await page.$$eval('[data-testid="table-incidence"] th', (ths) =>
      ths.map((th) => th.textContent),
    );
    assert.ok(headers.includes('Rată brută'), headers.join('|'));
    await page.click('[data-testid="incidence-rates"]');
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('[data-testid="table-incidence-row"]');
      return [...rows].some((r) => /\d,\d/.test(r.textContent ?? ''));
    });
    await page.context().close();
  });
});
