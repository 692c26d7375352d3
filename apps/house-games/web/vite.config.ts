import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `vite dev` (npm run dev -w apps/house-games) talks to a house server on the same origin through this
// proxy, the WebSocket of the crash feed included. The built pages are served by the house server itself.
const houseApi = process.env.HOUSE_API ?? 'http://127.0.0.1:4610';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: houseApi, changeOrigin: false, ws: true } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Each game and the verify page are chunks of their own; the first load is the shell only.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a game or shell change does not re-download React or zod.
        advancedChunks: {
          // A group takes only the modules it names, not everything they import.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Slot definitions and the WebCrypto verifier serve the slot games and the verify page only:
            // kept out of the shared chunk the shell loads first.
            {
              name: 'slot-engine',
              test: /src[\\/]engine[\\/](slots|slot-games|paylines|dragon-fortune|neon-fruits)\.ts$/,
            },
            { name: 'verify-engine', test: /src[\\/]engine[\\/](verify|fair-web|crash-chain-web)\.ts$/ },
          ],
        },
      },
    },
  },
});
