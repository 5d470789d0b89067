import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components the app uses only: the default system carries every
 * component's recipe (about 20 KiB gzipped on every page). These are the recipes of the public pages (and of the
 * frame every page draws); the signed-in screens' own (menus, dialogs, tabs, sliders…) come with the app's words
 * (theme-app-recipes.ts, `loadAppRecipes`; a chunk of their own, client/vite.config.ts), about 5.5 KiB gzipped less
 * on every visitor's page. theme.test.ts fails when a component is imported whose recipe is in neither, or when a
 * public page can reach one whose recipe comes with the app (it would render unstyled).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  icon: iconRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The colour palettes the app draws with (colorPalette props, status colours). Chakra's default theme has four more
 * (yellow, teal, cyan, pink): each is some 70 CSS variables on every page and time spent making the system at start.
 * theme.test.ts fails when a component names a palette that is not here.
 */
export const palettes = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;
const unusedPalettes = ['yellow', 'teal', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.includes(name))) as T;

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, 'html, body': { bg: 'bg', color: 'fg' } },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors!) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors!) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Status text that passes WCAG AA on white: Chakra's light fg.error (red.500), fg.warning and fg.success (the 600
 * shades) read 3.3–3.8:1, under the 4.5:1 small text needs (axe-core, in the browser tests). The 700 shades do.
 */
const readableStatusText = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

let created: SystemContext | undefined;
let appRecipesLoaded: Promise<void> | undefined;

/**
 * The app's Chakra system, made on first use: making it is the longest step of a page's start (about 40 ms on a
 * phone), so the browser does it in a task of its own before hydrating (app/start.tsx), not while the modules load.
 */
export function appSystem(): SystemContext {
  created ??= createSystem(mergeConfigs(defaultBaseConfig, themeConfig, readableStatusText));
  return created;
}

/**
 * Adds the signed-in screens' recipes to the system (once; a failed download is asked again next time). The app's
 * words are loaded with it (locales/index.ts, `loadMessages('app')`), which every screen beyond the public pages
 * awaits before it renders: Chakra reads a recipe when a component first renders, so none is drawn without its own.
 */
export function loadAppRecipes(): Promise<void> {
  appRecipesLoaded ??= import('./theme-app-recipes').then(
    (more) => {
      const theme = appSystem()._config.theme!;
      Object.assign((theme.recipes ??= {}), more.appRecipes);
      Object.assign((theme.slotRecipes ??= {}), more.appSlotRecipes);
    },
    (error: unknown) => {
      appRecipesLoaded = undefined;
      throw error;
    },
  );
  return appRecipesLoaded;
}
