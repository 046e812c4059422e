// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import { layerZones } from './scripts/lint-layers.mjs'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      // Import circles are found by `npm run lint:cycles` (dpdm: the whole graph in ~12 s, where
      // import-x/no-cycle took 60 s, half of lint); lazy imports (import()) count there too.
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      // react-router's loaders throw `redirect()` Responses by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }], allowRethrowing: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Data flows one way: sign-in → session → permissions → routes and menu → page → API.
    // The layers (docs/modules.md): each imports only from its own layer and those below it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    // Dependencies point one way: the HTTP client factory and the pure route filter know no React,
    // no store and no router; stores never import the router, axios or each other.
    files: ['src/api/http/create-http-client.ts', 'src/router/filter-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@/stores/*', '@/router/*', 'antd', 'zustand'] },
      ],
    },
  },
  {
    files: ['src/stores/**/*.ts'],
    ignores: ['src/stores/reset-session-stores.ts', 'src/stores/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/router/*',
                'axios',
                'antd',
                'antd/*',
                '@/api/*',
                '@/stores/*-store',
                'react-router*',
              ],
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'mock/**/*.ts',
      'scripts/**/*',
      '*.config.{ts,js}',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'max-lines': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
