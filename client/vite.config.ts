import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messagesPlugin } from './messages-plugin.ts';
import { routeManifest } from './src/config/route-manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:5137';
const RUNTIME_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs\/[^/]+|intl-messageformat|@emotion\/[^/]+|stylis|hoist-non-react-statics|react-is)\//;
/** Chakra's styling system and the layout components every page's frame draws with (the header and the page). */
const CHAKRA_BASE =
  /node_modules\/@chakra-ui\/react\/dist\/esm\/(styled-system|utils|theme|preset|create-|merge-|components\/(box|stack|container|heading|grid|simple-grid|typography|flex|link|button|group|icon|spinner|separator)\/)/;
/**
 * Chakra's recipe modules (dist/esm/theme/recipes/<name>.js) that the signed-in screens' recipes need
 * (src/app/theme-app-recipes.ts, and the recipes those build on), less those the public pages' theme needs too
 * (src/app/theme.ts): read from the imports of both files and the export lines of Chakra's theme module. They are a
 * chunk of their own, loaded with the app's words: left to the chunk groups they joined `chakra-base`, which every
 * page loads (the theme module re-exports every recipe, so every page's start reaches them all).
 */
const chakraTheme = fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url));
function chakraRecipeFiles(source: string): Set<string> {
  const fileOf = new Map(
    [...readFileSync(`${chakraTheme}index.js`, 'utf8').matchAll(/export \{ (\w+) \} from '\.\/recipes\/([\w-]+)\.js'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const names = /import \{([^}]+)\} from '@chakra-ui\/react\/theme'/.exec(readFileSync(fileURLToPath(new URL(source, import.meta.url)), 'utf8'))?.[1] ?? '';
  const pending = names.split(',').map((name) => name.trim()).filter((name) => /Recipe$/.test(name)).map((name) => {
    const file = fileOf.get(name);
    if (!file) throw new Error(`${source} imports ${name}, which Chakra's theme module does not export from a recipe file`);
    return file;
  });
  const files = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const m of readFileSync(`${chakraTheme}recipes/${file}.js`, 'utf8').matchAll(/from '\.\/([\w-]+)\.js'/g)) pending.push(m[1]!);
  }
  return files;
}
const publicRecipeFiles = chakraRecipeFiles('./src/app/theme.ts');
const appRecipeFiles = new Set([...chakraRecipeFiles('./src/app/theme-app-recipes.ts')].filter((file) => !publicRecipeFiles.has(file)));
const isAppRecipe = (id: string) => {
  const file = /\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\/([\w-]+)\.js$/.exec(id)?.[1];
  return file !== undefined && appRecipeFiles.has(file);
};
/** The app's own modules (the libraries go by the groups above). */
const APP_CODE = /\/(client|core)\/src\//;
const NO_SIDE_EFFECTS = /\/client\/src\/(features\/[^/]+\/index\.ts|features\/.+\/api\/[^/]+\.ts|gql\/[^/]+\.ts)$/;
/**
 * React Router's production build: its package exports only the development one (warnings for developers compiled
 * in), and the two differ in that flag alone. A build takes the production files; `vite` in development keeps the
 * warnings.
 */
const reactRouterDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * The modules every page runs: what app/start.tsx imports statically, all the way down (filled in when the module
 * graph is built, read when the chunks are cut). Left to the automatic splitting, the app's own ones became some
 * thirty chunks of about 1 KiB (the pages load lazily from start and share much of it), each a request and each
 * compressed on its own: one chunk is 6 KiB less on the landing page.
 */
const startModules = new Set<string>();
const START = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));
const collectStartModules = (): Plugin => ({
  name: 'kadr-start-modules',
  apply: 'build',
  buildEnd() {
    startModules.clear();
    const pending = [START];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (startModules.has(id)) continue;
      startModules.add(id);
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
});

/** dist/routes.json: the app's paths, read by the server to answer 404 for the others. */
const routesJson = (): Plugin => ({
  name: 'kadr-routes-json',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routeManifest()) });
  },
});

/**
 * The scripts that must work before any file arrives, inlined where index.html names them, as one <script> (one hash
 * in the Content-Security-Policy): the colour mode (a script file in <head> blocks the first paint for a round trip)
 * and the language switch before hydration. Only the code goes in (comment headers stay in the sources); the server
 * allows it by its hash.
 */
const INLINE_SCRIPTS = ['theme-init.js', 'language-switch.js'];
const inlineScripts = (): Plugin => ({
  name: 'kadr-inline-scripts',
  transformIndexHtml: {
    // Before Vite reads the page's scripts (it would warn that a classic script cannot be bundled).
    order: 'pre',
    handler(html) {
      const tags = INLINE_SCRIPTS.map((name) => `<script src="/${name}"></script>`);
      const missing = INLINE_SCRIPTS.filter((_, i) => !html.includes(tags[i]!));
      if (missing.length > 0) throw new Error(`index.html does not name ${missing.join(', ')}`);
      const code = INLINE_SCRIPTS.map((name) => readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8').replace(/^(\/\/.*\n)+/, '').trim());
      let out = html.replace(tags[0]!, () => `<script>${code.join('\n')}</script>`);
      for (const tag of tags.slice(1)) out = out.replace(new RegExp(`\\s*${tag.replace(/[./]/g, '\\$&')}`), '');
      return out;
    },
  },
});

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), routesJson(), messagesPlugin(), inlineScripts(), collectStartModules()],
  // The words arrive parsed (messages-plugin.ts): the ICU parser (8 KiB gzipped) stays out of the browser bundle.
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by `npm run bench` to measure what the landing route loads.
    manifest: true,
    // A feature's public entry (index.ts), its GraphQL documents (api/) and the generated documents are free of
    // side effects: what a page imports from an entry must not drag the rest of that feature (and every document)
    // into the page's chunks. The public pages stay without Apollo's documents.
    // Chakra's `defineConfig` returns its argument: its default theme (every recipe, defaultThemeConfig) is made by a
    // call the bundler kept for its possible side effects, unused (1.3 KiB gzipped on every page).
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !NO_SIDE_EFFECTS.test(id), manualPureFunctions: ['defineConfig'] },
      // The libraries every page runs whole (React, the router, intl, emotion) in one chunk: one request, and one
      // gzip stream that shares its dictionary (about 4 KiB less than a dozen small chunks). Chakra, zag and Apollo
      // stay split: most of them load only with the screens that use them. The app's own code every page runs in
      // one chunk too ('shell'), less the side-effect-free entries and documents: their used parts, all screens'
      // together, would come along. Dependencies are not pulled in after the captured modules: they are captured
      // themselves where they are the app's own, and the libraries have their groups. The signed-in screens' Chakra
      // recipes are a chunk apart (`chakra-app-recipes`, above), taking none of what they import (Chakra's anatomy
      // and config helpers stay in `chakra-base`). A module goes to the first group by priority that takes it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'runtime', test: RUNTIME_LIBRARIES, priority: 3 },
            { name: 'chakra-app-recipes', test: isAppRecipe, includeDependenciesRecursively: false, priority: 2 },
            { name: 'chakra-base', test: CHAKRA_BASE, priority: 1 },
            {
              name: 'shell',
              test: (id: string) => startModules.has(id) && APP_CODE.test(id) && !NO_SIDE_EFFECTS.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
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
}));
