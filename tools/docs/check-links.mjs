#!/usr/bin/env node
// The docs link check (issue 28): every relative link and every #anchor in README.md and docs/**/*.md
// must resolve — the file (or folder) exists in the repository, and an anchor names a heading of the
// target Markdown file by GitHub's slug (or an explicit <a id>/<a name>). Web links are not fetched.
// Run: npm run check:docs (also a test of the tools project, so `npm test` and CI run it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * GitHub's heading anchor (github-slugger): the rendered text lower-cased, every character that is not
 * a letter, mark, number, connector (`_`), hyphen or space removed, each space a hyphen (runs are not
 * collapsed). The Markdown that does not render as text (code ticks, emphasis stars, link targets)
 * goes first.
 */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (repeats get -1, -2 …) and explicit ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutCode(markdown, { keepInline: true }).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** Fenced blocks (and inline code unless kept) blanked out: their brackets are not links. Lines are kept. */
function withoutCode(markdown, { keepInline = false } = {}) {
  let fence = null;
  return markdown
    .split('\n')
    .map((line) => {
      const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
        return '';
      }
      if (open) {
        fence = open[1];
        return '';
      }
      return keepInline ? line : line.replace(/(`+)[^`].*?\1/g, (m) => ' '.repeat(m.length));
    })
    .join('\n');
}

/** Every link target of a Markdown file with its line: inline links, images and reference definitions. */
export function linksOf(markdown) {
  const links = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: m[1], line: i + 1 });
      const ref = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
      if (ref) links.push({ target: ref[1], line: i + 1 });
    });
  return links;
}

/** README.md and every Markdown file under docs/, relative to the repository root. */
export function docsFiles(root) {
  const files = ['README.md'];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** The broken links of the docs, as `file:line: target — why`; empty when every link resolves. */
export function checkDocsLinks(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of docsFiles(root)) {
    const source = path.join(root, file);
    for (const { target, line } of linksOf(fs.readFileSync(source, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: … are not ours to check
      const hashAt = target.indexOf('#');
      const rawPath = hashAt === -1 ? target : target.slice(0, hashAt);
      const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
      const filePath = decodeURIComponent(rawPath);
      const resolved =
        filePath === ''
          ? source
          : path.resolve(filePath.startsWith('/') ? root : path.dirname(source), `.${path.sep}${filePath}`);
      const where = `${file}:${line}: ${target}`;
      if (path.relative(root, resolved).startsWith('..'))
        problems.push(`${where} — points outside the repository`);
      else if (!fs.existsSync(resolved)) problems.push(`${where} — no such file`);
      else if (anchor !== null && resolved.endsWith('.md') && !anchorsOfFile(resolved).has(anchor))
        problems.push(`${where} — no heading with the anchor #${anchor} in ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const problems = checkDocsLinks(root);
  for (const p of problems) console.error(p);
  console.log(`docs links: ${docsFiles(root).length} files, ${problems.length} broken`);
  process.exit(problems.length ? 1 : 0);
}
