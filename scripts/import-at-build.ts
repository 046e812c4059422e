import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/**
 * A module of the app run in Node while the app is built (TypeScript, JSX and the `@/` alias
 * through Vite's module runner; packages from node_modules as Node loads them).
 */
export async function importAtBuild(path: string): Promise<Record<string, unknown>> {
  const { module } = await runnerImport<Record<string, unknown>>(
    fileURLToPath(new URL(`../${path}`, import.meta.url)),
    {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    },
  )
  return module
}
