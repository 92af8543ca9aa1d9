import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage as openPage, signIn } from '../support/browser.mjs';
import { ownedMedicalCase, planIntervention, plannedDayInWeek } from './interventions-helpers.mjs';
import {
  api,
  apiToken,
  completeBody,
  draftBody,
  freshCnp,
  NEUROBLASTOMA,
  reportDeath,
  saveNotification,
} from './lists-data.mjs';

/**
 * Issue 28 item 2, what axe cannot see: keyboard-only use with a visible focus (skip link, dialogs,
 * the drawer, menus), form errors announced, charts with a text alternative, colour never the only
 * signal, reflow at 320 CSS px, prefers-reduced-motion, and <html lang> following the language.
 */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return {
      testId: el.getAttribute('data-testid'),
      id: el.id,
      inDialog: Boolean(el.closest('[role="dialog"], [role="presentation"].MuiModal-root')),
      inMenu: Boolean(el.closest('[role="menu"]')),
      // A ring (outline) or, for text inputs, MUI's focused border (a 2px coloured outline of the box).
      visible:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        Boolean(el.closest('.Mui-focused')),
      tag: el.tagName,
    };
  });

/** Generous timeouts: the suite runs on shared machines whose load can slow a page load past 15 s. */
async function newPage(browser, viewport) {
  const page = await openPage(browser, viewport);
  page.setDefaultTimeout(60_000);
  return page;
}

const tab = async (page, shift = false) => {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  return focused(page);
};

describe('accessibility journeys', () => {
  let browser;
  const data = {};
  before(async () => {
    const base = baseUrl();
    const owner = await apiToken(base, 'unitadmin@demo.local');
    data.draft = await saveNotification(base, owner, draftBody(freshCnp(6), 'Ilinca', 'Tastatură'));
    data.cnp = freshCnp(5);
    await saveNotification(base, owner, completeBody(data.cnp, 'Luca', 'Tastatură'));
    data.death = await reportDeath(base, owner, data.cnp);
    const mc = await ownedMedicalCase(base, 'Petra', 'Tastatură');
    const plan = (startTime) =>
      planIntervention(base, mc.owner, {
        medicalCaseId: mc.id,
        type: 9,
        plannedDate: plannedDayInWeek(),
        startTime,
        unitId: mc.unitId,
        significant: true,
        detail: {},
      });
    await plan('09:00');
    const done = await plan('11:00');
    await api(base, mc.owner, 'POST', `/api/intervention/${done.id}/cancel`, {
      version: (await api(base, mc.owner, 'GET', `/api/intervention/${done.id}`)).version,
      reason: 'Amânat',
    });
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('the skip link comes first and lands in the content; every control shows where focus is', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await page.waitForSelector('[data-testid="list-row"]');
    const first = await tab(page);
    assert.equal(first.testId, 'skip-link');
    const box = await page.locator('[data-testid="skip-link"]').boundingBox();
    assert.ok(box && box.y >= 0 && box.height > 10, 'the skip link is on screen once focused');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).id, 'main-content');
    // From the content on, each Tab stop is visibly marked.
    for (let i = 0; i < 12; i++) {
      const stop = await tab(page);
      assert.ok(stop.visible, `Tab stop ${i + 1} (${stop.tag} ${stop.testId ?? ''}) shows no focus`);
    }
    await page.context().close();
  });

  it('the profile menu opens, moves and closes by keyboard, giving focus back', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.focus('[data-testid="profile-menu"]');
    assert.ok((await focused(page)).visible, 'the profile button shows its focus on the blue bar');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="menu"]');
    await page.waitForFunction(() => document.activeElement.closest('[role="menu"]'));
    await page.keyboard.press('ArrowDown');
    assert.ok((await focused(page)).inMenu);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="menu"]', { state: 'detached' });
    assert.equal((await focused(page)).testId, 'profile-menu');
    await page.context().close();
  });

  it('on a phone the menu drawer opens by keyboard, keeps focus inside, closes with Escape and a chosen entry navigates', async () => {
    const base = baseUrl();
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, base, 'superadmin@demo.local');
    await page.focus('[data-testid="menu-toggle"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.MuiDrawer-modal [data-menu-entry]');
    for (let i = 0; i < 20; i++) assert.ok((await tab(page)).inDialog, 'focus stays in the drawer');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.MuiDrawer-modal', { state: 'detached' });
    assert.equal((await focused(page)).testId, 'menu-toggle');

    await page.keyboard.press('Enter');
    await page.waitForSelector('.MuiDrawer-modal [data-menu-entry]');
    await page.focus('.MuiDrawer-modal [data-menu-entry="users"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/users`);
    await page.waitForSelector('.MuiDrawer-modal', { state: 'detached' });
    await page.context().close();
  });

  it('a dialog keeps focus inside while open and gives it back to what opened it', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.focus('[data-testid="list-add"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"]');
    for (let i = 0; i < 25; i++) assert.ok((await tab(page)).inDialog, `Tab ${i + 1} left the dialog`);
    for (let i = 0; i < 5; i++) assert.ok((await tab(page, true)).inDialog, 'Shift+Tab left the dialog');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    assert.equal((await focused(page)).testId, 'list-add');
    await page.context().close();
  });

  it('a refused notification announces the error, lands on the first wrong field and links its message', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    page.on('dialog', (d) => d.accept());
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/cancer-notification/${data.draft.id}`);
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="save-complete"]');
    // Focus lands in the first wrong field's control, which is marked invalid and whose message is
    // linked by aria-describedby (a select's combobox carries both too: the next test).
    await page.waitForFunction(() =>
      document.activeElement?.closest('.MuiFormControl-root')?.querySelector('[aria-invalid="true"]'),
    );
    const described = await page.evaluate(() => {
      const control = document.activeElement.closest('.MuiFormControl-root');
      const ids = [...control.querySelectorAll('[aria-describedby]')].flatMap((el) =>
        el.getAttribute('aria-describedby').split(/\s+/),
      );
      return ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    });
    assert.ok(described.length > 3, `the wrong field's message is linked (got "${described}")`);
    await page.context().close();
  });

  it('a select in error says so, with its message, on the combobox that takes focus', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await page.click('[data-testid="list-add"]');
    await page.click('[data-testid="unit-save"]');
    // The unit type is a required select: its combobox (not only MUI's hidden input) is invalid and
    // described by the field's message, so a screen reader on it hears the error.
    const combobox = await page.waitForFunction(() => {
      const box = document.querySelector(
        '[role="dialog"] [role="combobox"][aria-labelledby][aria-invalid="true"]',
      );
      const message = box && document.getElementById(box.getAttribute('aria-describedby') ?? '');
      return message?.textContent
        ? { label: box.getAttribute('aria-labelledby'), message: message.textContent }
        : null;
    });
    const { label, message } = await combobox.jsonValue();
    assert.ok(label && message.length > 3, `the select's message is linked (got "${message}")`);
    await page.context().close();
  });

  it('each chart is an image named by its title, described by its table, with a link that leads there', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    for (const tab of ['incidence', 'quality', 'survival']) {
      await page.goto(`${base}/reports?tab=${tab}`);
      await page.waitForSelector(`[data-testid="table-${tab}"]`);
      const charts = await page.$$eval('figure[data-testid^="chart-"]', (figures) =>
        figures.map((f) => {
          const img = f.querySelector('[role="img"]');
          const text = (attr) =>
            (img?.getAttribute(attr) ?? '')
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
              .trim();
          return {
            testId: f.dataset.testid,
            name: text('aria-labelledby'),
            description: text('aria-describedby'),
          };
        }),
      );
      assert.ok(charts.length > 0 || tab === 'survival', `a chart on ${tab}`);
      for (const c of charts) {
        assert.ok(c.name.length > 3, `${c.testId} has a name`);
        assert.ok(c.description.length > 3, `${c.testId} is described by its table`);
      }
      if (charts.length) {
        await page.click(`[data-testid="${charts[0].testId}-table-link"]`);
        assert.match((await focused(page)).id, new RegExp(`table-${tab}-region`));
      }
    }
    await page.context().close();
  });

  it('colour is never the only signal: changed values of the case evolution and calendar statuses', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reviewer@demo.local');
    await page.goto(
      `${base}/cancer-notification/${data.death.id}?identifier=${data.cnp}&morphoCodeId=${NEUROBLASTOMA}&isForeigner=0`,
    );
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="scroll-case-evolution"]');
    await page.waitForSelector('[data-testid="evolution-table"] [data-changed="true"]');
    const cues = await page.$$eval('[data-testid="evolution-table"] [data-changed="true"]', (cells) =>
      cells.map((c) => ({ bar: getComputedStyle(c).boxShadow.includes('inset'), words: c.textContent })),
    );
    for (const c of cues) {
      assert.ok(c.bar, 'a changed value carries a bar beside the tint');
      assert.match(c.words, /modificat|changed/i);
    }
    await page.context().close();

    const owner = await newPage(browser);
    await signIn(owner, base, 'unitadmin@demo.local');
    await owner.goto(`${base}/calendar`);
    await owner.waitForSelector('[data-testid="calendar-page"] .fc');
    const events = await owner.$$eval('[data-testid="calendar-event"]', (els) =>
      els.map((e) => ({
        status: e.dataset.status,
        icon: e.querySelector('[data-status-icon]')?.dataset.statusIcon,
      })),
    );
    assert.ok(new Set(events.map((e) => e.status)).size >= 2, 'planned and canceled events are shown');
    for (const e of events) assert.equal(e.icon, e.status, 'each event shows its status as an icon too');
    await owner.context().close();
  });

  it('at 320 CSS px (400 % zoom) nothing needs a sideways scroll of the page', async () => {
    const base = baseUrl();
    const page = await newPage(browser, { width: 320, height: 640 });
    await page.goto(`${base}/login`);
    await page.waitForSelector('[data-testid="login-form"]');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(await overflow(), 0, '/login');
    await page.goto(`${base}/accessibility`);
    await page.waitForSelector('[data-testid="accessibility-statement"]');
    assert.equal(await overflow(), 0, '/accessibility');
    await signIn(page, base, 'superadmin@demo.local');
    for (const [path, ready] of [
      ['/', '[data-menu-entry], [data-testid="menu-toggle"]'],
      ['/reporting-unit', '[data-testid="list-row"], [data-testid="list-card"]'],
      ['/users', '[data-testid="list-row"], [data-testid="list-card"]'],
      ['/reports', '[data-testid="table-incidence"]'],
      [`/cancer-notification/${data.draft.id}`, '[data-testid="notification-form"]'],
    ]) {
      await page.goto(`${base}${path}`);
      await page.waitForSelector(ready);
      await page.waitForTimeout(300);
      assert.equal(await overflow(), 0, path);
    }
    await page.context().close();
  });

  it('with prefers-reduced-motion menus appear at once, without a ripple', async () => {
    const base = baseUrl();
    const context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      locale: 'ro-RO',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, base, 'superadmin@demo.local');
    await page.click('[data-testid="profile-menu"]');
    const paper = await page.waitForSelector('.MuiPopover-paper');
    const state = await paper.evaluate((el) => ({
      opacity: getComputedStyle(el).opacity,
      ripples: document.querySelectorAll('.MuiTouchRipple-child').length,
    }));
    assert.equal(state.opacity, '1', 'the menu is there at once');
    assert.equal(state.ripples, 0);
    await context.close();
  });

  it('<html lang> follows the language, and the statement is reachable from sign-in and the menu in both', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto(`${base}/login`);
    assert.equal(await lang(), 'ro');
    await page.click('[data-testid="accessibility-link"]');
    await page.waitForURL(`${base}/accessibility`);
    await page.waitForSelector('[data-testid="accessibility-email"]');
    assert.equal(await page.textContent('h1'), 'Declarație de accesibilitate');
    assert.equal(
      await page.textContent('[data-testid="accessibility-email"]'),
      'accesibilitate@registru.local',
    );
    assert.match(await page.textContent('[data-testid="accessibility-status"]'), /parțial conformă/);
    assert.match(await page.textContent('[data-testid="accessibility-review"]'), /\d{2}-\d{2}-\d{4}/);
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.textContent('h1'), 'Accessibility statement');
    assert.match(await page.textContent('[data-testid="accessibility-status"]'), /partially conformant/);

    // Signed in (the sign-in page's English choice is kept), from the menu's footer.
    await signIn(page, base, 'reporter@demo.local');
    assert.equal(await lang(), 'en');
    await page.click('[data-testid="accessibility-link"]');
    await page.waitForURL(`${base}/accessibility`);
    // The address changes before the lazily loaded page replaces the dashboard's heading.
    await page.waitForSelector('[data-testid="accessibility-statement"]');
    assert.equal(await page.textContent('h1'), 'Accessibility statement');
    assert.equal(await page.title(), 'Paediatric Cancer Registry – Accessibility statement');
    // Put Romanian back on the profile for the other specs.
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    assert.equal(await page.textContent('h1'), 'Declarație de accesibilitate');
    await page.context().close();
  });
});
