import { defineConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script, style and SVG of the build,
 * which the server sends as they are (@fastify/static `preCompressed`): the first chunk comes ~15% smaller
 * than the server's on-the-fly brotli (quality 4), and costs it no CPU per request (docs/decisions/0017).
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

// In `vite dev` the API, demo images, OpenAPI docs and the sandbox payment page (with the callback it
// makes to its own host) come from the server on the same origin.
const apiTarget = process.env.PORTAL_API ?? 'http://localhost:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/demo', '/docs', '/healthz', '/sandbox', '/payment'];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server names a page's own chunks in index.html (modulepreload), so they
    // download beside the first chunk instead of after it has run (apps/server/src/plugins/web.ts).
    manifest: true,
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
