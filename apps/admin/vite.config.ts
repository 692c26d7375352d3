import { defineConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';

/** Brotli and gzip copies beside every script, style and SVG, sent as they are (@fastify/static `preCompressed`). */
function precompress(): Plugin {
  return {
    name: 'admin-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

// In `vite dev` the back-office API comes from the server on the same origin.
const apiTarget = process.env.PORTAL_API ?? 'http://localhost:8080';

/** The back office's own bundle, served by the server under /admin (apps/server/src/plugins/admin-web.ts). */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { proxy: { '/bo': { target: apiTarget, changeOrigin: false } } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
