import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a route makes the browser fetch before it can render: the entry, the route's lazy
 * module and every chunk they import statically (dynamic imports excluded — they load later).
 */
export function routeJs(distDir, routeModule) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(entry);
  visit(routeModule);
  const files = [...seen].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(distDir, f))).length, 0);
  return { files, gzipBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const { files, gzipBytes } = routeJs(dist, process.argv[2] ?? 'src/features/identity/login-page.tsx');
  console.log(`${files.length} files, ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
  for (const f of files) console.log(`  ${f}`);
}
