import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

// Which layer may import which (docs/ARCHITECTURE.md "Layers", decision 0017), checked by boundaries/dependencies
// below; server/import-boundaries.test.ts shows it failing. Paths are from the repository root.

/** The files of the server that wire every feature together: they may import any feature's parts. */
const SERVER_COMPOSITION = [
  'server/app.ts',
  'server/context.ts',
  'server/resolvers.ts',
  'server/main.ts',
  'server/cli.ts',
  'server/cli-commands.ts',
  'server/event-file/import-event.ts',
];
const to = (type, more = {}) => ({
  to: { element: { type, ...more.element }, ...(more.file ? { file: more.file } : {}) },
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', 'data', 'coverage', 'types', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*', 'tests/**/*', 'examples/**/*', '*.config.*', '.ci/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/browser/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/include': ['src/**', 'shared/**', 'server/**'],
      // A test may put several layers together (a core test sending every feature's documents): only the shipped
      // code is held to the layers.
      'boundaries/ignore': ['**/*.test.{ts,tsx}', '**/test-support/**'],
      'boundaries/elements': [
        { type: 'portal-app', pattern: 'src/portal-app', partialMatch: false },
        { type: 'element', pattern: 'src/elements', partialMatch: false },
        { type: 'core', pattern: 'src/react/core', partialMatch: false, stopMatching: true },
        { type: 'feature', pattern: 'src/react/*', partialMatch: false, capture: ['name'] },
        { type: 'chat-client', pattern: 'src/chat', partialMatch: false },
        { type: 'contract', pattern: 'shared', partialMatch: false },
        { type: 'server-feature', pattern: 'server/features/*', partialMatch: false, capture: ['name'] },
        { type: 'server-feature', pattern: 'server/chat', partialMatch: false },
        { type: 'server-core', pattern: 'server', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} {{ from.file.path }} may not import {{ to.file.path }} (docs/ARCHITECTURE.md, Layers)',
          policies: [
            { from: { element: { type: 'portal-app' } }, allow: [to('element'), to('core')] },
            {
              from: { element: { type: 'element' } },
              allow: [to('feature'), to('core'), to('chat-client'), to('contract')],
            },
            { from: { element: { type: 'feature' } }, allow: [to('core'), to('chat-client'), to('contract')] },
            // The portal routes the two features that have no tag of their own: their pages, loaded lazily, and
            // what else each exports from its index.ts. Tags (stream, poll, cards, form, chat) it renders by name.
            {
              from: { element: { type: 'feature', captured: { name: 'portal' } } },
              allow: [
                to('feature', {
                  element: { captured: { name: 'account' } },
                  file: { path: 'src/react/account/{index.ts,pages/*-page.tsx}' },
                }),
                to('feature', {
                  element: { captured: { name: 'content' } },
                  file: { path: 'src/react/content/{index.ts,*-page.tsx}' },
                }),
              ],
            },
            { from: { element: { type: 'core' } }, allow: [to('contract')] },
            { from: { element: { type: 'chat-client' } }, allow: [to('contract')] },
            { from: { file: { path: SERVER_COMPOSITION } }, allow: [to('server-feature')] },
            { from: { element: { type: 'server-core' } }, allow: [to('server-core'), to('contract')] },
            {
              from: { element: { type: 'server-feature' } },
              allow: [
                to('server-core'),
                to('contract'),
                to('server-feature', { file: { path: 'server/{features/*,chat}/index.ts' } }),
              ],
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
