import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messagesPlugin } from './messages-plugin';
import { routeManifest } from './src/config/route-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:5137';
const RUNTIME_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs\/[^/]+|intl-messageformat|@emotion\/[^/]+|stylis|hoist-non-react-statics|react-is)\//;
/** Chakra's styling system and the layout components every page's frame draws with (the header and the page). */
const CHAKRA_BASE =
  /node_modules\/@chakra-ui\/react\/dist\/esm\/(styled-system|utils|theme|preset|create-|merge-|components\/(box|stack|container|heading|grid|simple-grid|typography|flex|link|button|group|icon|spinner|separator)\/)/;
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
  plugins: [react(), routesJson(), messagesPlugin()],
  // The words arrive parsed (messages-plugin.ts): the ICU parser (8 KiB gzipped) stays out of the browser bundle.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by `npm run bench` to measure what the landing route loads.
    manifest: true,
    // A feature's public entry (index.ts), its GraphQL documents (api/) and the generated documents are free of
    // side effects: what a page imports from an entry must not drag the rest of that feature (and every document)
    // into the page's chunks. The public pages stay without Apollo's documents.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !NO_SIDE_EFFECTS.test(id) },
      // The libraries every page runs whole (React, the router, intl, emotion) in one chunk: one request, and one
      // gzip stream that shares its dictionary (about 4 KiB less than a dozen small chunks). Chakra, zag and Apollo
      // stay split: most of them load only with the screens that use them.
      output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME_LIBRARIES }, { name: 'chakra-base', test: CHAKRA_BASE }] } },
    },
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
