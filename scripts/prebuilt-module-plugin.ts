import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { importAtBuild } from './import-at-build.ts'

/**
 * A module whose default export is data computed from the app's code, kept as that data by the
 * production build: the module runs once in Node while the app is built, and the bundle carries
 * its value (JSON) instead of the computation. Development and tests run the module as it is.
 */
export function prebuiltModule(modulePath: string): Plugin {
  const file = fileURLToPath(new URL(`../${modulePath}`, import.meta.url))
  let isProduction = false
  return {
    name: 'prebuilt-module',
    apply: 'build',
    configResolved(config) {
      isProduction = config.isProduction
    },
    async load(id) {
      if (id !== file || !isProduction) return undefined
      const value = (await importAtBuild(modulePath)).default
      if (value === undefined) throw new Error(`prebuilt-module: ${modulePath} has no default export`) // prettier-ignore
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))})`
    },
  }
}
