/**
 * The workspace's lint rules (issue 17). Every project's `lint` target (inferred by @nx/eslint) runs
 * this file. Layers, from docs/architecture.md, enforced by @nx/enforce-module-boundaries on the
 * projects' tags:
 *   type:app      (services, gateway, web)  may import libraries only, never another app;
 *   type:lib      (contracts, server-kit, ai-engine) may import libraries only;
 *   type:test-lib (testing) is for tests and e2e suites;
 *   type:e2e      (api-e2e, web-e2e, delivery) drives apps as processes, never imports them;
 *   scope:web     imports scope:shared only (contracts); scope:server may add server libs.
 */
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

// The TypeScript program type-aware rules read: every server-side project shares one
// (tools/checks/tsconfig.server.json, linted together by `nx run server-checks:lint`); the web app,
// contracts and the browser suite have their own tsconfig.spec.json.
const root = import.meta.dirname;
const SERVER_DIRS = ['apps/gateway', 'apps/api-e2e', 'libs/server-kit', 'libs/ai-engine', 'libs/testing', 'tools/k8s', 'tools/web-budget'].concat(
  readdirSync(`${root}/apps`)
    .filter((name) => name.endsWith('-service'))
    .map((name) => `apps/${name}`),
);
const PROJECT_DIRS = ['apps/web', 'apps/web-e2e', 'libs/contracts'].filter((dir) => existsSync(`${root}/${dir}/tsconfig.spec.json`));

const TEST_FILES = ['**/__tests__/**', '**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx', '**/test-utils/**', '**/jest.setup.ts'];

const layers = (extra = []) => [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', ...extra] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', ...extra] },
  { sourceTag: 'type:test-lib', onlyDependOnLibsWithTags: ['type:lib', 'type:test-lib'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:test-lib'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:delivery', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
];
const boundaries = (extra) => [
  'error',
  { enforceBuildableLibDependency: false, allowCircularSelfDependency: false, checkDynamicDependenciesExceptions: [], depConstraints: layers(extra) },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-output/**', '.nx/**', '**/*.d.ts', '**/*.d.cts'] },
  ...nx.configs['flat/base'],
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The type-aware rules worth their cost: promises nobody awaits or that land where a callback was expected.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@nx/enforce-module-boundaries': boundaries(),
    },
  },
  {
    files: SERVER_DIRS.map((dir) => `${dir}/**/*.ts`),
    languageOptions: { parserOptions: { project: './tools/checks/tsconfig.server.json' } },
  },
  ...PROJECT_DIRS.map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    languageOptions: { parserOptions: { project: `./${dir}/tsconfig.spec.json` } },
  })),
  {
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(['type:test-lib']) },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The web app's layers (docs/architecture.md, "Web app layout"): feature modules never reach up
    // into the shell or the pages; tests wrap with the shell's providers through test-utils/app-shell.
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/|(\\.\\./)+)(app|pages)(/|$)', message: 'modules/ may not import app/ or pages/ (docs/architecture.md, "Web app layout")' },
          ],
        },
      ],
    },
  },
);
