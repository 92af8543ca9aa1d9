#!/usr/bin/env node
/**
 * Typing benchmark of the notification form: `npm run bench -- notification-typing`.
 *
 * Opens a new notification with the treatment panel (the biggest) expanded — BENCH_ALL_PANELS=1
 * opens every panel — types 100 characters into one of its text fields in Debian Chromium and
 * measures, in the page, the time from each keystroke to the first frame painted after the value
 * changed (the next animation frame, then a task after it: the frame's style, layout and paint are
 * done by then). Prints median and p95, and the React commits while typing (a figure the machine's
 * load cannot blur: 0 means no component re-rendered).
 *
 * The same measurement is taken on a bare <input> on an empty page: that is the floor of the
 * method on this machine (a 60 Hz frame clock means a keystroke waits up to 16.7 ms for its frame
 * whatever the page does), so the form's cost is its distance from that line.
 *
 * A keystroke starts at its keydown; characters outside the US layout (ă, ș, ț…) are inserted by
 * the browser without a keydown, so for those the beforeinput event is the start.
 * Starts its own API on a fresh database unless E2E_BASE_URL points at a running one.
 */
import { openPanel, PANELS, tick } from '../../apps/web/e2e/specs/notification-helpers.mjs';
import { launchBrowser, newPage, signIn } from '../../apps/web/e2e/support/browser.mjs';
import { buildIfStale, startServer } from '../../apps/web/e2e/support/server.mjs';

const KEYSTROKES = 100;
const FIELD = 'cancerTreatment.otherTherapeuticAgents';
const TEXT = 'Vincristină, dactinomicină, doxorubicină și ciclofosfamidă conform protocolului național 2026'
  .padEnd(KEYSTROKES, '.')
  .slice(0, KEYSTROKES);

/**
 * Types TEXT into the element matched by `selector`, one key per frame. Per keystroke it records
 * the latency (keystroke to painted frame) and the page's own work: the time until every input
 * handler has run (a listener on window runs after React's, which listens on its root) plus the
 * frame's main-thread work (from its animation-frame callback to the task after it).
 */
async function measureTyping(page, selector) {
  await page.locator(selector).click();
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const samples = [];
    window.__typingSamples = samples;
    let started = 0;
    el.addEventListener('keydown', (e) => {
      started = e.timeStamp;
    });
    el.addEventListener('beforeinput', (e) => {
      if (!started) started = e.timeStamp;
    });
    window.addEventListener('input', (e) => {
      if (e.target !== el) return;
      const from = started;
      const handled = performance.now() - from;
      started = 0;
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const end = performance.now();
          samples.push({ latency: end - from, work: handled + (end - frameStart) });
        };
        channel.port2.postMessage(null);
      });
    });
  }, selector);
  await page.waitForTimeout(300);
  const commitsBefore = await page.evaluate(() => window.__reactCommits ?? 0);
  for (const char of TEXT) {
    await page.keyboard.type(char);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }
  await page.waitForTimeout(200);
  const commits = (await page.evaluate(() => window.__reactCommits ?? 0)) - commitsBefore;
  const typed = await page.locator(selector).inputValue();
  if (typed !== TEXT) throw new Error(`typed value differs: ${typed}`);
  const samples = await page.evaluate(() => window.__typingSamples);
  return { samples, commits };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
}

function report(title, { samples }) {
  console.log(`  ${title}: ${samples.length} keystrokes`);
  console.log(`    keystroke to painted frame: ${summary(samples.map((s) => s.latency))}`);
  console.log(`    the page's work (input handlers + frame): ${summary(samples.map((s) => s.work))}`);
}

/** Counts React commits through a minimal devtools hook. */
function countCommits() {
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
}

let server = null;
let base = process.env.E2E_BASE_URL;
if (!base) {
  buildIfStale();
  server = await startServer({ name: 'typing-bench' });
  base = server.baseUrl;
}
const browser = await launchBrowser();
try {
  const floorPage = await newPage(browser);
  await floorPage.setContent('<input id="bare" style="width: 40em">');
  const floor = await measureTyping(floorPage, '#bare');
  await floorPage.close();

  const page = await newPage(browser);
  await page.addInitScript(countCommits);
  await signIn(page, base, 'reporter@demo.local');
  await page.goto(
    `${base}/cancer-notification/0?identifier=5150101400011&isForeigner=0&morphoCodeId=0&reason=1`,
  );
  await page.waitForSelector('[data-testid="notification-form"]');
  const allPanels = process.env.BENCH_ALL_PANELS === '1';
  for (const panel of allPanels ? PANELS : ['cancerTreatment']) await openPanel(page, panel);
  await tick(page, 'cancerTreatment.hasChimio');
  const form = await measureTyping(page, `[data-field="${FIELD}"]`);

  console.log(`notification typing (Chromium ${browser.version()})`);
  report(`form: ${FIELD}, ${allPanels ? 'every panel' : 'the treatment panel'} open`, form);
  console.log(`    React commits while typing: ${form.commits}`);
  report('floor: a bare <input> on an empty page, same method', floor);
} finally {
  await browser.close();
  await server?.stop();
}
