/**
 * Lint rules, and the import boundaries that make "the folder is the runtime" a build error:
 * shared/ runs anywhere, the core of main/ is plain Node, only main/electron/ touches Electron,
 * preload/ is the bridge and nothing else, renderer/ is the DOM.
 */
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import claimdesk from './lint-rules/index.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const builtinNames = builtinModules.filter((name) => !name.startsWith('_')).map(escape);

/** Import sources a folder may be denied, as regexes over the import specifier. */
const forbid = {
  electron: {
    regex: '^electron(/.*)?$',
    message: 'Only main/electron/ and preload/ may import Electron.',
  },
  electronShell: {
    regex: '(^|/)electron(/.*)?$',
    message: 'The core must not depend on Electron or on the Electron shell in main/electron/.',
  },
  nodeBuiltins: {
    regex: `^(node:.*|(${builtinNames.join('|')})(/.*)?)$`,
    message: 'This folder must not use Node built-ins; it runs where Node is not available.',
  },
  packagesButElectron: {
    regex: '^(?!electron$)[^.]',
    message: 'The preload may import only electron and shared/; anything else breaks the sandbox.',
  },
  main: { regex: '^(\\.\\./)+main(/.*)?$', message: 'Only main/ itself may import from main/.' },
  renderer: { regex: '^(\\.\\./)+renderer(/.*)?$', message: 'Only renderer/ may import from renderer/.' },
  preload: { regex: '^(\\.\\./)+preload(/.*)?$', message: 'Nothing imports the preload; it is loaded by Electron.' },
  coreClient: {
    regex: '^(\\.{1,2}/)+api(/index)?$',
    message:
      "A component reaches the core through its screen's model (screens/*/*-model.ts) or an app store (stores/).",
  },
};

const denyImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

/** Entry points that talk to a terminal; everything else has no console. */
const consoleAllowed = ['main/sim/cli.ts', 'shared/openapi/write.ts', 'scripts/**', 'test/bench/**'];

export default defineConfig(
  {
    ignores: [
      'out/',
      'dist/',
      'node_modules/',
      '.tsbuild/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'build/',
      'shared/openapi/openapi.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-console': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/openapi/write.ts'],
    rules: denyImports(forbid.main, forbid.renderer, forbid.preload, forbid.electron, forbid.nodeBuiltins),
  },
  {
    files: ['shared/openapi/write.ts'],
    rules: denyImports(forbid.main, forbid.renderer, forbid.preload, forbid.electron),
  },
  {
    files: ['main/**'],
    ignores: ['main/electron/**'],
    rules: denyImports(forbid.renderer, forbid.preload, forbid.electronShell),
  },
  {
    files: ['main/electron/**'],
    rules: denyImports(forbid.renderer, forbid.preload),
  },
  {
    files: ['preload/**'],
    rules: denyImports(forbid.main, forbid.renderer, forbid.packagesButElectron),
  },
  {
    files: ['renderer/**'],
    rules: denyImports(forbid.main, forbid.preload, forbid.electron, forbid.nodeBuiltins),
  },
  {
    // Components render and call a model; only models, stores (and the client itself) talk to the core, and the
    // page's first script, which asks the first screen's answers as the page starts.
    files: ['renderer/**'],
    ignores: ['renderer/api/**', 'renderer/stores/**', 'renderer/screens/*/*-model.ts', 'renderer/early.ts'],
    rules: denyImports(forbid.main, forbid.preload, forbid.electron, forbid.nodeBuiltins, forbid.coreClient),
  },
  {
    files: ['renderer/**/*.tsx'],
    plugins: { claimdesk },
    // `hint` and `error` are read next to a field (components/Field.tsx), `what` names what CopyButton copies.
    rules: { 'claimdesk/no-untranslated-text': ['error', { extraAttributes: ['hint', 'error', 'what'] }] },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { claimdesk },
    // main/claims/state is the one writer of a claim's rows; migrations shape tables, tests lay out rows.
    rules: {
      'claimdesk/claims-written-in-main-claims': [
        'error',
        { allowedIn: ['main/claims/state/', 'main/store/migrations/', 'test/'] },
      ],
    },
  },
  {
    files: consoleAllowed,
    rules: { 'no-console': 'off' },
  },
);
