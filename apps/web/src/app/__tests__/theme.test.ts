import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { system } from '../theme';

/**
 * app/theme.ts carries only the recipes of the components the app uses (bundle size). A component
 * whose recipe is missing renders unstyled without any error, so this reads every import from
 * @chakra-ui/react under src/, finds each component's folder in the package and the recipe keys
 * its files (and the sibling components they import) ask for, and checks that every such key
 * Chakra's default theme has is in ours.
 */
const SRC = join(__dirname, '..', '..');
const CHAKRA_ESM = dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value imports from '@chakra-ui/react' in the app's source (type-only imports left out). */
function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        used.set(name, [...(used.get(name) ?? []), relative(SRC, file)]);
      }
    }
  }
  return used;
}

/** The folder under dist/esm/components an export of the package's index comes from. */
function componentFolder(name: string): string | undefined {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./(components/[^/]+)/`).exec(index);
  if (direct) return direct[1];
  const alias = new RegExp(`export \\{ (\\S+) as ${name} \\}`).exec(index);
  if (!alias) return undefined;
  return new RegExp(`import \\* as ${alias[1].replace(/\$/g, '\\$')} from '\\./(components/[^/]+)/`).exec(index)?.[1];
}

/** Recipe keys a component folder asks for, with those of the sibling components it imports. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = join(CHAKRA_ESM, folder);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of code.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(match[1]);
    for (const match of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      for (const key of recipeKeys(`components/${match[1]}`, seen)) keys.add(key);
    }
  }
  return keys;
}

const defaultRecipes = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);

describe('the Chakra system', () => {
  const used = chakraImports();

  it('finds the components the app imports', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('ChakraProvider')).toBe(true);
  });

  it.each([...used.keys()].filter((name) => /^[A-Z]/.test(name)).sort())('has the recipes %s needs', (name) => {
    const folder = componentFolder(name);
    if (!folder) return; // not a component (ChakraProvider, createToaster, ...): no recipe
    const missing = [...recipeKeys(folder)].filter((key) => defaultRecipes.has(key) && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect({ component: name, usedIn: used.get(name)?.[0], missing }).toEqual({ component: name, usedIn: used.get(name)?.[0], missing: [] });
  });

  it('keeps the brand palette and the default tokens', () => {
    expect(system.token('colors.brand.600')).toBe('#4f46e5');
    expect(system.token('colors.red.600')).toBeDefined();
    expect(system.isSlotRecipe('dialog')).toBe(true);
    // A recipe the app does not use is left out (that is the point of the trimmed theme).
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
