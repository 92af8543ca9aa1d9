import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `@registry/domain` is TypeScript source reached through a workspace symlink; Vite follows the
 * symlink to packages/domain, which is outside node_modules, so it is compiled like our own code
 * and never pre-bundled (excluding it keeps edits in domain hot-reloading in dev).
 */
export default defineConfig({
  plugins: [react()],
  optimizeDeps: { exclude: ['@registry/domain'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by e2e/specs/bundle-budget.test.mjs to weigh what the sign-in route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
