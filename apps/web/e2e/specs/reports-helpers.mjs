import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** The rows of the first sheet of a downloaded xlsx, as plain values. */
export async function readFirstSheet(download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  const rows = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(row.values.slice(1)));
  return rows;
}

export async function downloadBy(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return download;
}

/** Opens one of the Reports page's tabs and waits for its table. */
export async function openTab(page, tab) {
  await page.click(`[data-testid="reports-tab-${tab}"]`);
  await page.waitForSelector(`[data-testid="report-${tab}"] [data-testid="table-${tab}"]`);
}

/** Picks a value in one of the filter bar's MUI selects (opened by click, chosen from its list). */
export async function choose(page, testId, value) {
  await page.click(`[data-testid="${testId}"]`);
  await page.click(`ul[role="listbox"] li[data-value="${value}"]`);
  await page.waitForSelector('ul[role="listbox"]', { state: 'detached' });
}

/** How many drawn marks (bars, or line paths with a shape) a chart holds. */
export const marksIn = (page, chartTestId) =>
  page.$$eval(
    `[data-testid="${chartTestId}"] svg rect[class*="MuiBar"], [data-testid="${chartTestId}"] svg path[class*="MuiLineChart-line"]`,
    (els) =>
      els.filter((e) => {
        if (e.tagName === 'rect')
          return Number(e.getAttribute('height')) > 0 && Number(e.getAttribute('width')) > 0;
        return (e.getAttribute('d') ?? '').length > 10;
      }).length,
  );
