import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, loadAppRecipes, palettes, recipes, slotRecipes } from './theme';
import { appRecipes, appSlotRecipes } from './theme-app-recipes';

const system = appSystem();

/**
 * What each Chakra export the app may import needs from the theme: its recipe keys ([] for layout primitives and
 * utilities with no recipe). The theme carries only the recipes of components in use (theme.ts), so a component
 * imported without its recipe here would render unstyled: this test names it instead.
 */
const needs: Record<string, string[]> = {
  Accordion: ['accordion'],
  Alert: ['alert'],
  Badge: ['badge'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  ButtonGroup: [],
  Card: ['card'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog', 'button'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu', 'checkmark'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SegmentGroup: ['segmentGroup'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  createIcon: ['icon'],
  Icon: ['icon'],
  // No recipe: layout primitives, typography (text styles), portals, helpers.
  ...Object.fromEntries(
    [
      'Box', 'Center', 'ChakraProvider', 'Flex', 'Float', 'Grid', 'GridItem', 'Group', 'HStack', 'Image', 'Portal', 'SimpleGrid',
      'Spacer', 'Stack', 'Text', 'VStack', 'VisuallyHidden', 'Wrap', 'chakra', 'createSystem', 'createToaster', 'defaultBaseConfig',
      'defineConfig', 'mergeConfigs', 'useBreakpointValue', 'AspectRatio', 'Show', 'ClientOnly', 'Em', 'Strong', 'Span', 'Kbd',
    ].map((name) => [name, []]),
  ),
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function chakraImports(files = sources(join(import.meta.dirname, '..'))): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name && !/(Props|Options|Return)$/.test(name) && !/^type\s/.test(part.trim())) found.set(name, file);
      }
    }
  }
  return found;
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile());
}

/**
 * The modules a page can run before the app's words (and recipes) are loaded: app/start.tsx and everything it
 * imports, statically or lazily, except through `withAppMessages` (the signed-in screens, the header's signed-in
 * tools). Read from the sources, so it errs on the side of more (a feature's index re-exports all of it).
 */
function publicModules(): string[] {
  const seen = new Set<string>();
  const pending = [join(import.meta.dirname, 'start.tsx')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
      const found = resolveImport(file, m[1]!);
      if (found) pending.push(found);
    }
    for (const line of text.split('\n')) {
      if (/withAppMessages\(/.test(line)) continue;
      for (const m of line.matchAll(/import\('([^']+)'\)/g)) {
        const found = resolveImport(file, m[1]!);
        if (found) pending.push(found);
      }
    }
  }
  return [...seen].filter((file) => !/\.test\.tsx?$/.test(file));
}

describe('theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const present = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes), ...Object.keys(appRecipes), ...Object.keys(appSlotRecipes)]);
    const problems: string[] = [];
    const imported = chakraImports();
    expect(imported.has('Button') && imported.has('Menu')).toBe(true);
    for (const [name, file] of imported) {
      const keys = needs[name];
      if (!keys) problems.push(`${name} (imported in ${file}): say in theme.test.ts which recipes it needs`);
      else for (const key of keys) if (!present.has(key)) problems.push(`${name} (imported in ${file}) needs the '${key}' recipe in theme.ts`);
    }
    expect(problems).toEqual([]);
  });

  it('words errors, warnings and successes in shades that read on white (WCAG AA)', () => {
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
    const css = JSON.stringify(system.getTokenCss());
    // The light theme's values (the dark theme keeps Chakra's lighter shades).
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
    expect(css).toContain('"--chakra-colors-fg-success":"var(--chakra-colors-green-700)"');
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-400)"');
  });

  it('has every colour palette a component names, and none other', () => {
    const named = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // colorPalette="x", colorPalette={c ? 'x' : 'y'}, palette tables ({ palette: 'x' }, status colour maps).
      // In an expression, the literals it can answer (after ?, : or ??), not those it compares with.
      for (const m of text.matchAll(/colorPalette=(?:"([a-z]+)"|\{([^}]*)\})/g)) for (const q of (m[1] ? `'${m[1]}'` : m[2]!).matchAll(/(?:^|\?|:)\s*'([a-z]+)'/g)) named.add(q[1]!);
      for (const m of text.matchAll(/const \w*(?:[pP]alette|[cC]olor)\w*[^=\n]*=\s*\{([^}]*)\}/g)) for (const q of m[1]!.matchAll(/:\s*'([a-z]+)'/g)) named.add(q[1]!);
      for (const m of text.matchAll(/\bpalette:\s*'([a-z]+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((name) => !(palettes as readonly string[]).includes(name))).toEqual([]);
    const css = JSON.stringify(system.getTokenCss());
    for (const name of palettes) expect(css).toContain(`--chakra-colors-${name}-solid`);
    expect(css).not.toContain('--chakra-colors-teal-');
  });

  it('starts with the recipes of every component a public page can draw before the app loads', () => {
    const modules = publicModules();
    // The frame, the public pages and what they load lazily, not the signed-in screens.
    expect(modules.some((f) => f.endsWith('landing-page.tsx')) && modules.some((f) => f.endsWith('pricing-screen.tsx'))).toBe(true);
    expect(modules.some((f) => f.endsWith('dashboard-page.tsx') || f.endsWith('signed-in-tools.tsx'))).toBe(false);
    const present = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const problems: string[] = [];
    for (const [name, file] of chakraImports(modules)) {
      for (const key of needs[name] ?? []) if (!present.has(key)) problems.push(`${name} (imported in ${file}, which a public page can run) needs the '${key}' recipe in theme.ts, not theme-app-recipes.ts`);
    }
    expect(problems).toEqual([]);
  });

  it('builds a system that knows the public recipes at once and the app recipes once loaded', async () => {
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(false);
    await loadAppRecipes();
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isRecipe('textarea')).toBe(true);
    expect(system.getSlotRecipe('menu')).toBe(appSlotRecipes.menu);
    expect(system.isSlotRecipe('carousel')).toBe(false);
  });
});
