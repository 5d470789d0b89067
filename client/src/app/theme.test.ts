import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, palettes, recipes, slotRecipes } from './theme';

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

function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(join(import.meta.dirname, '..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name && !/(Props|Options|Return)$/.test(name) && !/^type\s/.test(part.trim())) found.set(name, file);
      }
    }
  }
  return found;
}

describe('theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const present = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
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

  it('builds a system that knows those recipes', () => {
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isSlotRecipe('carousel')).toBe(false);
  });
});
