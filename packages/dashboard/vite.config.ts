import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The server serves dist/ at /dashboard/; `pnpm dev` proxies the dashboard API and /v1 to a local server.
const upstream = process.env.CAS_DASHBOARD_UPSTREAM ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/dashboard/',
  resolve: {
    alias: {
      // The client verifies webhook signatures with node:crypto; the dashboard never does, so the module is
      // replaced by one whose functions throw if ever called.
      'node:crypto': fileURLToPath(new URL('./src/api/no-node-crypto.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: true },
  server: {
    // The Host header is kept (changeOrigin: false): the server's CSRF check compares Origin with it.
    proxy: {
      '/dashboard/api': { target: upstream, changeOrigin: false },
      '/v1': { target: upstream, changeOrigin: false },
    },
  },
});
