import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// In `vite dev` the API, demo images, OpenAPI docs and the sandbox payment page (with the callback it
// makes to its own host) come from the server on the same origin.
const apiTarget = process.env.PORTAL_API ?? 'http://localhost:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/demo', '/docs', '/healthz', '/sandbox', '/payment'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first-load chunk below holds all the home page needs (the bench checks its gzip weight).
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // What the first page needs statically is one chunk beside the entry instead of dozens of
        // small shared ones: every page loads it anyway, and one file compresses far better.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
