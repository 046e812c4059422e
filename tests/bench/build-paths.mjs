/**
 * Where the bench finds things in the build manifest (its keys are source paths). Page code lives
 * in the modules' `pages/` folders (src/modules/<module>/pages/) and the router's own pages
 * (401, 404, /redirect). Every path named here must be in the manifest: a move that forgot the
 * bench fails it (requireManifestKeys) instead of silencing a budget.
 */
export const isPageCode = (key) =>
  /^src\/modules\/[^/]+\/pages\//.test(key) || key.startsWith('src/router/pages/')

/** A page's name in the tables: `<module>/<path under pages>`, without the extension. */
export const pageName = (key) =>
  key
    .replace(/^src\/modules\/([^/]+)\/pages\//, '$1/')
    .replace(/^src\/router\/pages\//, 'router/')
    .replace(/\.[jt]sx?$/, '')

/** The home route's page (the router's `/index`) and its locale namespace (useTranslation). */
export const homePage = 'src/modules/dashboard/pages/dashboard/dashboard-page.tsx'
export const homeNamespace = /^src\/modules\/dashboard\/locales\/[^/]+\/dashboard\.json$/

/** Throws unless every key is in the manifest (and every pattern matches a key). */
export function requireManifestKeys(manifest, keys, patterns = []) {
  const missing = [
    ...keys.filter((key) => !manifest[key]),
    ...patterns.filter((pattern) => !Object.keys(manifest).some((key) => pattern.test(key))),
  ]
  if (missing.length > 0) {
    throw new Error(`bench: not in the build manifest (moved?): ${missing.join(', ')}`)
  }
}
