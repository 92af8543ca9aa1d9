/**
 * axe-core in the browser suite (issue 28 item 1): the engine is added to a context as an init
 * script (it runs before the page's own scripts and, unlike an inline <script>, is not refused by
 * the app's Content-Security-Policy), then run against the whole document with axe's full default
 * rule set (WCAG 2.0–2.2 A/AA and best practices: landmarks, heading order, unique landmark names)
 * plus one experimental rule, WCAG 2.5.3 "label in name" (issue 42 item 3: a timeline card's
 * accessible name did not contain its visible text, and axe leaves that rule off by default).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Rules axe leaves off by default that the gate runs too. */
export const EXTRA_RULES = ['label-content-name-mismatch'];

/** Every page opened in this context carries window.axe. */
export const withAxe = (context) => context.addInitScript({ content: AXE_SOURCE });

/**
 * The violations on the page now, one entry per rule: impact, how many nodes and the first few
 * selectors (enough to find them, short enough to read in a failure message).
 */
export async function runAxe(page) {
  return page.evaluate(async (extra) => {
    const results = await window.axe.run(document, {
      rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, EXTRA_RULES);
}

/** Allow-list entries match one screen or every screen ("*"). */
export const isAllowed = (allowList, screen, rule) =>
  allowList.some((a) => a.rule === rule && (a.screen === '*' || a.screen === screen));
