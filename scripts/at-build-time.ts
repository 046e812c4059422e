import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * A module of the app run in Node while the app is built (TypeScript, JSX and the `@/` alias
 * through Vite's module runner; packages from node_modules as Node loads them).
 */
export async function importAtBuild(path: string): Promise<Record<string, unknown>> {
  const { module } = await runnerImport<Record<string, unknown>>(fromRoot(path), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': fromRoot('src') } },
  })
  return module
}

/**
 * A plugin that gives the file at `path` (from the project's root) the content `produce` makes, in
 * a production build only: development and tests read the file as it is in the repository.
 */
export function replacedAtBuild(
  name: string,
  path: string,
  produce: () => Promise<string>,
): Plugin {
  const file = fromRoot(path)
  let isProduction = false
  return {
    name,
    apply: 'build',
    configResolved(config) {
      isProduction = config.isProduction
    },
    load: (id) => (id === file && isProduction ? produce() : undefined),
  }
}
