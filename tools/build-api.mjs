#!/usr/bin/env node
// The API as plain JavaScript for `npm start` and the benches: apps/api/src/server.ts and the shared
// domain package bundled by esbuild into apps/api/dist/server.js, every npm package left external
// (loaded from node_modules as usual). Production then runs without tsx, whose compiler and
// per-file transforms cost the running server about 50 MB. `npm run dev` and the tests stay on tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
export const builtServer = path.join(api, 'dist/server.js');
const outDir = path.dirname(builtServer);

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = [
  path.join(api, 'src'),
  path.join(api, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'packages/domain/package.json'),
  fileURLToPath(import.meta.url),
];

/** True when the bundle is missing or older than any of its sources. */
export function apiBuildIsStale() {
  const builtAt = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

/**
 * Files that read beside themselves (`import.meta.dirname`: the migrations, the seeded documents,
 * the web build) keep pointing at their source folder once bundled: the expression becomes the
 * bundle's own folder plus the relative way back to the source file's folder.
 */
const sourceDirnames = {
  name: 'source-dirnames',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const back = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${back}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** npm packages stay external; only our workspace packages (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@registry/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The node flags the built server runs with (`npm start` and the benches). The bundle is not
 * minified (stacks name the functions), and --enable-source-maps, which would point them into
 * the sources, holds the parsed map, ~10 MB; `NODE_OPTIONS=--enable-source-maps npm start` when needed.
 *
 * --heap-growing-percent=50 (issue 25): after each full collection V8 lets the old generation grow
 * to up to 4× what survived before collecting it again. An export promotes a steady trickle of
 * rows that were in flight at a young collection (its page, the next page, the chunks on their way
 * to the zip), so a 100,000-row export ran the server up to ~150 MB of dead old-generation objects,
 * and each export started from the heap the one before had grown (peak RSS 208 → 369 MB over the ten
 * exports of `npm run bench -- export`). At 1.5× the garbage is collected sooner: every export's peak
 * stays under 200 MB whichever ran before, for a few more full collections (~50 ms each).
 */
export const serverNodeArgs = ['--heap-growing-percent=50'];

/** Bundles the API (about a second); answers the bundle's path. */
export async function buildApi() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: builtServer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // esbuild keeps class and function names, so logs and error stacks read as in the sources.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirnames],
    banner: { js: '// Built by tools/build-api.mjs from apps/api/src: edit the sources, not this file.' },
  });
  return builtServer;
}

/** Builds when stale; answers the bundle's path. */
export async function ensureApiBuild() {
  if (apiBuildIsStale()) {
    console.log('Building the API…');
    await buildApi();
  }
  return builtServer;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`built ${path.relative(root, builtServer)}`);
}
