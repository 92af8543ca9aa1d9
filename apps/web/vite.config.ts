import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at maximum quality, once, at
 * build time; the server sends them as they are (@fastify/static `preCompressed`), so no request pays
 * for compressing. Tiny files and those that would not shrink are left alone. node:zlib only.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (name.startsWith('.')) return [];
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'registry-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * `@registry/domain` is TypeScript source reached through a workspace symlink; Vite follows the
 * symlink to packages/domain, which is outside node_modules, so it is compiled like our own code
 * and never pre-bundled (excluding it keeps edits in domain hot-reloading in dev).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  optimizeDeps: { exclude: ['@registry/domain'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by e2e/specs/bundle-budget.test.mjs to check what the sign-in route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
