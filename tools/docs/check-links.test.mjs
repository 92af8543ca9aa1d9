import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkDocsLinks, linksOf, slug } from './check-links.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('slug (GitHub heading anchors)', () => {
  it.each([
    ['Demo accounts', 'demo-accounts'],
    ['4. Environment', '4-environment'],
    [
      '7. PostgreSQL point-in-time recovery and a streaming replica',
      '7-postgresql-point-in-time-recovery-and-a-streaming-replica',
    ],
    [
      "Who may read and change a child's data (the access model, issue 22)",
      'who-may-read-and-change-a-childs-data-the-access-model-issue-22',
    ],
    ['Design: `report_case_facts` (migration 0022)', 'design-report_case_facts-migration-0022'],
    ['The drill: `npm run bench -- failover`', 'the-drill-npm-run-bench----failover'],
    [
      'Rules and formulas (`rules.ts`, `completion-rules.ts`)',
      'rules-and-formulas-rulests-completion-rulests',
    ],
    [
      'Monitoring: health, readiness, metrics, logs, security headers',
      'monitoring-health-readiness-metrics-logs-security-headers',
    ],
    ['Ghid de utilizare — raportare în unitate', 'ghid-de-utilizare--raportare-în-unitate'],
    ['**Bold** and [a link](x.md)', 'bold-and-a-link'],
    ['Sizes × 2 → §6', 'sizes--2--6'],
  ])('%s → %s', (heading, expected) => {
    expect(slug(heading)).toBe(expected);
  });

  it('numbers repeated headings as GitHub does, and reads explicit ids', () => {
    const anchors = anchorsOf(
      '# A\n## Speed\n### Speed\n```\n# not a heading\n```\n<a id="here"></a>\n## Speed',
    );
    expect([...anchors].sort()).toEqual(['a', 'here', 'speed', 'speed-1', 'speed-2']);
  });

  it('finds links outside code only', () => {
    const links = linksOf('[a](a.md#x) `[b](b.md)`\n```\n[c](c.md)\n```\n[d]: d.md\n![e](img/e.png "title")');
    expect(links.map((l) => l.target)).toEqual(['a.md#x', 'd.md', 'img/e.png']);
  });
});

describe('checkDocsLinks', () => {
  it('names each missing file, missing anchor and link out of the repository, and passes good ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    fs.mkdirSync(path.join(dir, 'docs/sub'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      '# Top\n[ok](docs/a.md#part-two) [self](#top) [web](https://example.org/x.md#y)\n[gone](docs/none.md) [bad](docs/a.md#nope)\n',
    );
    fs.writeFileSync(
      path.join(dir, 'docs/a.md'),
      '# A\n## Part two\n[up](../README.md#top) [out](../../x.md) [img](sub/p.png)\n',
    );
    fs.writeFileSync(path.join(dir, 'docs/sub/p.png'), '');
    expect(checkDocsLinks(dir)).toEqual([
      'README.md:3: docs/none.md — no such file',
      'README.md:3: docs/a.md#nope — no heading with the anchor #nope in docs/a.md',
      'docs/a.md:3: ../../x.md — points outside the repository',
    ]);
  });
});

describe('the docs', () => {
  it('every relative link and anchor of README.md and docs/**/*.md resolves', () => {
    expect(checkDocsLinks(root)).toEqual([]);
  });
});
