#!/usr/bin/env node
import { openPanel, PANELS, tick } from './specs/notification-helpers.mjs';
/**
 * Typing benchmark of the notification form: `node apps/web/e2e/notification-typing-bench.mjs`.
 * Opens a new notification with every panel expanded, then types 100 characters into a text field
 * of the biggest panel (treatment) and measures, in the page, the time from each keydown to the
 * first frame painted after the value changed (rAF, then a task after it). Prints median and p95.
 * Starts its own API on a fresh database unless E2E_BASE_URL points at a running one.
 */
import { launchBrowser, newPage, signIn } from './support/browser.mjs';
import { buildIfStale, startServer } from './support/server.mjs';

const KEYSTROKES = 100;
const FIELD = 'cancerTreatment.otherTherapeuticAgents';

let server = null;
let base = process.env.E2E_BASE_URL;
if (!base) {
  buildIfStale();
  server = await startServer({ name: 'typing-bench' });
  base = server.baseUrl;
}
const browser = await launchBrowser();
try {
  const page = await newPage(browser);
  // Counts React commits (a minimal devtools hook), a figure the machine's load cannot blur.
  await page.addInitScript(() => {
    window.__reactCommits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        window.__reactCommits += 1;
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    };
  });
  await signIn(page, base, 'reporter@demo.local');
  await page.goto(
    `${base}/cancer-notification/0?identifier=5150101400011&isForeigner=0&morphoCodeId=0&reason=1`,
  );
  await page.waitForSelector('[data-testid="notification-form"]');
  // The issue measures the biggest panel (treatment); BENCH_ALL_PANELS=1 opens every panel, the worst case.
  const allPanels = process.env.BENCH_ALL_PANELS === '1';
  for (const panel of allPanels ? PANELS : ['cancerTreatment']) await openPanel(page, panel);
  await tick(page, 'cancerTreatment.hasChimio');
  const input = page.locator(`[data-field="${FIELD}"]`);
  await input.click();
  await page.evaluate((field) => {
    const el = document.querySelector(`[data-field="${field}"]`);
    const samples = [];
    window.__typingSamples = samples;
    let started = 0;
    el.addEventListener('keydown', (e) => {
      started = e.timeStamp;
    });
    el.addEventListener('input', () => {
      const from = started;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.push(performance.now() - from);
        channel.port2.postMessage(null);
      });
    });
  }, FIELD);
  await page.waitForTimeout(300);
  const commitsBefore = await page.evaluate(() => window.__reactCommits);
  const text = 'Vincristină, dactinomicină, doxorubicină și ciclofosfamidă conform protocolului național 2026'
    .padEnd(KEYSTROKES, '.')
    .slice(0, KEYSTROKES);
  for (const char of text) {
    await page.keyboard.type(char);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }
  await page.waitForTimeout(200);
  const samples = await page.evaluate(() => window.__typingSamples);
  const commits = (await page.evaluate(() => window.__reactCommits)) - commitsBefore;
  const typed = await input.inputValue();
  if (typed !== text) throw new Error(`typed value differs: ${typed}`);
  if (process.env.BENCH_VERBOSE) console.log(samples.map((s) => s.toFixed(0)).join(' '));
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  console.log(
    `notification typing (${FIELD}, ${allPanels ? 'every panel' : 'the treatment panel'} open): ${samples.length} keystrokes, ` +
      `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms; React commits while typing: ${commits}`,
  );
} finally {
  await browser.close();
  await server?.stop();
}
