import { ESLint } from 'eslint'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { allowedUpward, layerZones } from '../../scripts/lint-layers.mjs'

/**
 * The layer rule of eslint.config.js on its own (no type information: a second per probe), over
 * probes that import real files: what `npm run lint` says of an import from one place to another.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX as unknown as ESLint.Plugin },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones() }] },
    },
  ],
})

async function isRefused(file: string, imported: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import * as probe from '${imported}'\nvoid probe\n`, {
    filePath: file,
  })
  return result.messages.some((message) => message.ruleId === 'import-x/no-restricted-paths')
}

describe('import layers (docs/modules.md)', () => {
  it.each<[string, string, boolean]>([
    // downwards: allowed
    ['src/modules/project/probe.ts', '@/components/crud/crud-table', false],
    ['src/layout/probe.ts', '@/router/route-index', false],
    ['src/app/probe.ts', '@/modules/project/project-routes', false],
    ['src/auth/probe.ts', '@/access/permission-rules', false],
    // upwards: refused
    ['src/api/http/probe.ts', '@/stores/user-store', true],
    ['src/stores/probe.ts', '@/router/route-index', true],
    ['src/auth/probe.ts', '@/router/guard-loaders', true],
    ['src/components/crud/probe.ts', '@/modules/system/components/dictionary-select', true],
    ['src/router/probe.ts', '@/layout/app-shell', true],
    ['src/layout/probe.ts', '@/app/bootstrap', true],
    // a module reaches another only through its public entry
    ['src/modules/dashboard/probe.ts', '@/modules/project', false],
    ['src/modules/dashboard/probe.ts', '@/modules/project/api/htd-api', true],
    ['src/modules/project/probe.ts', '@/modules/project/api/htd-api', false],
    // modules use the router's route types and the session's hooks only
    ['src/modules/todo/probe.ts', '@/router/route-types', false],
    ['src/modules/todo/probe.ts', '@/router/guard-loaders', true],
    ['src/modules/todo/probe.ts', '@/auth/use-session', false],
    ['src/modules/todo/probe.ts', '@/auth/session-actions', true],
    // the allow-list: only the named file may go up
    ['src/stores/permission-store.ts', '@/router/route-index', false],
  ])('%s importing %s: refused %s', async (file, imported, refused) => {
    expect(await isRefused(file, imported)).toBe(refused)
  })

  it('allows at most three upward imports, each with its reason', () => {
    expect(allowedUpward.length).toBeLessThanOrEqual(3)
    for (const exception of allowedUpward) expect(exception.reason.length).toBeGreaterThan(20)
  })
})
