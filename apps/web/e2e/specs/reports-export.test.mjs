import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { api, apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';

/** Every sheet of a downloaded xlsx, as rows of plain values. */
async function readWorkbook(download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  return workbook.worksheets.map((ws) => {
    const rows = [];
    ws.eachRow((row) => rows.push(row.values.slice(1)));
    return rows;
  });
}

/** Clicks what starts a download and answers the download. */
async function downloadBy(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return download;
}

/** Spec 02 §7 "Exports" from the screens: the cases list's dialog, the notification list, the dashboard. */
describe('exports', () => {
  let browser;
  // A family name no other spec uses: the toolbar search selects exactly our two cases.
  const lastName = `Exportescu${String.fromCharCode(97 + Math.floor(Math.random() * 26))}${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`;
  const cnps = [freshCnp(5), freshCnp(6)];
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    for (const [i, cnp] of cnps.entries())
      await saveNotification(base, reporter, completeBody(cnp, i ? 'Ioana' : 'Andrei', lastName));
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reviewer downloads each export type of the filtered list; each file holds those cases', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.fill('[data-testid="toolbar-search"]', lastName.toLowerCase());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 2);

    const expected = {
      1: 'CancerCasesNativeExport.xlsx',
      2: 'CancerCasesRichNativeExport.xlsx',
      3: 'CancerCasesEncrExport.xlsx',
      4: 'CancerCasesConcordExport.xlsx',
      5: 'CancerCasesEncodedExport.xlsx',
    };
    for (const [type, fileName] of Object.entries(expected)) {
      await page.click('[data-testid="cases-export"]');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.check(`[data-testid="export-type-${type}"]`);
      const download = await downloadBy(page, () => page.click('[data-testid="export-start"]'));
      assert.equal(download.suggestedFilename(), fileName);
      const [sheet, codes] = await readWorkbook(download);
      assert.equal(sheet.length, 3, `${fileName}: a header and two cases`);
      if (type === '1') {
        const text = sheet.flat().join('|');
        for (const cnp of cnps) assert.ok(text.includes(cnp), `${cnp} in the native export`);
      }
      if (type === '5') assert.ok(codes.length > 1, 'the encoded export explains its codes');
      // The dialog closes once the file is saved.
      await dialog.waitFor({ state: 'detached' });
    }

    // ENCR as the CSV the Quality Check Software reads.
    await page.click('[data-testid="cases-export"]');
    await page.check('[data-testid="export-type-3"]');
    await page.check('[data-testid="export-format-csv"]');
    const csv = await downloadBy(page, () => page.click('[data-testid="export-start"]'));
    assert.equal(csv.suggestedFilename(), 'CancerCasesEncrExport.csv');
    const lines = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\n');
    assert.equal(lines.length, 3);
    // `;`-separated, as the QCS driver writes it (docs/exports/encr.md).
    assert.ok(lines[0].startsWith('PAT;MoB;YoB;Age;Sex'));

    // The IARC files (types 6 and 7): text, fixed names and positions.
    const iarc = {
      6: ['CancerCasesIicc3Export.csv', (rows) => rows[0].startsWith('REGION,ID,SEQ,SEX,DOB_YYYYDDMM')],
      7: [
        'CancerCasesIarcCrgToolsExport.txt',
        (rows) => rows.length === 2 && rows.every((r) => r.length === 57),
      ],
    };
    for (const [type, [fileName, check]] of Object.entries(iarc)) {
      await page.click('[data-testid="cases-export"]');
      await page.check(`[data-testid="export-type-${type}"]`);
      const file = await downloadBy(page, () => page.click('[data-testid="export-start"]'));
      assert.equal(file.suggestedFilename(), fileName);
      const rows = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
      assert.ok(check(rows), `${fileName}: ${JSON.stringify(rows)}`);
    }
  });

  it('a reporter exports the notification list to Excel for the filter in use', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.fill('[data-testid="toolbar-search"]', lastName.toLowerCase());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 2);
    const download = await downloadBy(page, () => page.click('[data-testid="notifications-export"]'));
    assert.equal(download.suggestedFilename(), 'CancerNotifications.xlsx');
    const [sheet] = await readWorkbook(download);
    assert.equal(sheet.length, 3);
    assert.equal(sheet[0][0], 'ID notificare');
  });

  it('an executive downloads the anonymised export of every case from the dashboard', async () => {
    const base = baseUrl();
    const reviewer = await apiToken(base, 'reviewer@demo.local');
    const { totalRows } = await api(base, reviewer, 'POST', '/api/cancer-cases/filter', { take: 1 });
    const page = await newPage(browser);
    await signIn(page, base, 'executive@demo.local');
    const download = await downloadBy(page, () => page.click('[data-testid="anonymised-export"]'));
    assert.equal(download.suggestedFilename(), 'CancerCasesAnonymizedRichNativeExport.xlsx');
    // Sheet 1 says the rule and its figures; sheet 2 holds the rows (k = 5: cells under 5 are left out).
    const [about, sheet] = await readWorkbook(download);
    const figure = (label) => Number(about.find((row) => row[0] === label)?.[1]);
    assert.equal(figure('Cazuri selectate'), totalRows);
    assert.equal(figure('Rânduri în fișier'), sheet.length - 1);
    assert.equal(figure('Rânduri în fișier') + figure('Rânduri suprimate (omise)'), totalRows);
    const text = [...about, ...sheet].flat().join('|');
    for (const cnp of cnps) assert.ok(!text.includes(cnp));
    assert.ok(!text.includes(lastName));
    assert.ok(!/\d{4}-\d{2}-\d{2}/.test(text), 'no full date');
  });
});
