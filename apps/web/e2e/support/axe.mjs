/**
 * axe-core in the browser suite (issue 28 item 1): the engine is added to a context as an init
 * script (it runs before the page's own scripts and, unlike an inline <script>, is not refused by
 * the app's Content-Security-Policy), then run against the whole document with the WCAG 2.1 A/AA rules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every page opened in this context carries window.axe. */
export const withAxe = (context) => context.addInitScript({ content: AXE_SOURCE });

/**
 * The violations on the page now, one entry per rule: impact, how many nodes and the first few
 * selectors (enough to find them, short enough to read in a failure message).
 */
export async function runAxe(page) {
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
}

/** Allow-list entries match one screen or every screen ("*"). */
export const isAllowed = (allowList, screen, rule) =>
  allowList.some((a) => a.rule === rule && (a.screen === '*' || a.screen === screen));
