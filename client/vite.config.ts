import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeManifest } from './src/config/route-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:5137';

/** dist/routes.json: the app's paths, read by the server to answer 404 for the others. */
const routesJson = (): Plugin => ({
  name: 'kadr-routes-json',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routeManifest()) });
  },
});

export default defineConfig({
  root,
  plugins: [react(), routesJson()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by `npm run bench` to measure what the landing route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': { target, ws: true, changeOrigin: true },
      '/api': { target, changeOrigin: true },
      '/dev': { target, changeOrigin: true },
      '/files': { target, changeOrigin: true },
    },
  },
});
