import type { Plugin } from 'vite'
import { importAtBuild, replacedAtBuild } from './at-build-time.ts'

/**
 * A module whose default export is data computed from the app's code, kept as that data by the
 * production build: the module runs once in Node while the app is built, and the bundle carries
 * its value (JSON) instead of the computation. Development and tests run the module as it is.
 */
export function prebuiltModule(modulePath: string): Plugin {
  return replacedAtBuild('prebuilt-module', modulePath, async () => {
    const value = (await importAtBuild(modulePath)).default
    if (value === undefined) throw new Error(`prebuilt-module: ${modulePath} has no default export`)
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))})`
  })
}
