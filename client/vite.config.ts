import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeManifest } from './src/config/route-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:5137';
const NO_SIDE_EFFECTS = /\/client\/src\/(features\/[^/]+\/index\.ts|features\/.+\/api\/[^/]+\.ts|gql\/[^/]+\.ts)$/;

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
    // A feature's public entry (index.ts), its GraphQL documents (api/) and the generated documents are free of
    // side effects: what a page imports from an entry must not drag the rest of that feature (and every document)
    // into the page's chunks. The public pages stay without Apollo's documents.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !NO_SIDE_EFFECTS.test(id) } },
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
